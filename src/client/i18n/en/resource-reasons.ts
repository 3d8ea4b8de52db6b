import { MATCH_REASON_TEXTS, type MatchReasonCode } from '#shared/contracts/match-reasons.ts';
import { registerMessages } from '../i18n.ts';

/** English texts: why a legal resource matched (`resources.reason.<code>`), from the shared list of reason codes. */
export const enResourceReasons = Object.fromEntries(Object.entries(MATCH_REASON_TEXTS).map(([code, text]) => [`resources.reason.${code}`, text])) as {
  [Code in MatchReasonCode as `resources.reason.${Code}`]: string;
};

registerMessages('en', enResourceReasons);
