/**
 * Who may use something: the one vocabulary of the server's route access rule, the page table and
 * the permissions the current user carries. 'subscriber' is the premium tools (the risk assessment,
 * the resources); 'schedule-tool' is the schedule completion tool (/documents), which the Chapter 7
 * course opens too (spec 6). The server decides every level (`canUse` in `#server/plugins/access-control.ts`).
 */
export const ACCESS_LEVELS = ['public', 'user', 'subscriber', 'schedule-tool', 'admin'] as const;
export type AccessLevel = (typeof ACCESS_LEVELS)[number];

/** The paid levels: what GET /api/auth/user says this person may use now. */
export const PAID_ACCESS_LEVELS = ['subscriber', 'schedule-tool'] as const;
export type PaidAccessLevel = (typeof PAID_ACCESS_LEVELS)[number];
