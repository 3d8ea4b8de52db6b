/** The one exemptions engine: lists with sourced figures, whose law applies, the best claim per item. */
export { CATEGORY_LINES, checkStatuteNote, exemptionListsFor, findRule, stateListIds } from './lists.ts';
export type { ExemptionCategory, ExemptionList, ExemptionListId, ExemptionRule, FigureOrigin, ListsForCase, UnreadRule } from './lists.ts';
export { exemptionDomicile } from './domicile.ts';
export type { DomicileOptions, DomicileResult, Residence } from './domicile.ts';
export { bestClaims, compareLists, wildcardLimit } from './best-claims.ts';
export type { ClaimableItem, ItemOutcome, ListComparison, ListOutcome, ProposedClaim } from './best-claims.ts';
