import type { AppConfig } from '../../config.ts';
import { createBuiltInCounselor } from './built-in/counselor.ts';
import type { Counselor } from './counselor.ts';
import { createLanguageModelCounselor } from './openai/language-model-counselor.ts';

/**
 * The built-in counselor, unless a language model is configured (AI_BASE_URL, AI_API_KEY,
 * AI_MODEL): then the model answers and the built-in counselor steps in when it fails.
 * `onFailure` hears of each failure (to log its kind: never the key, never the message text).
 */
export function createCounselor(ai: AppConfig['ai'], clock: () => Date, onFailure?: (error: unknown) => void): Counselor {
  const today = () => clock().toISOString().slice(0, 10);
  const builtIn = createBuiltInCounselor({ today });
  if (!ai) return builtIn;
  return createLanguageModelCounselor(ai, { fallback: builtIn, today, ...(onFailure ? { onFailure } : {}) });
}
