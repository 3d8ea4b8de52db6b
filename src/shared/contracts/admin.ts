import { z } from 'zod';
import { text } from './fields.ts';
import { SUBSCRIPTION_STATUSES } from './billing.ts';

export const adminUserSchema = z.object({
  id: z.string(),
  email: z.string().nullable(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  isAdmin: z.boolean(),
  isDisabled: z.boolean(),
  /** The membership's status now, by the billing rules ('inactive' without one). */
  subscriptionStatus: z.enum(SUBSCRIPTION_STATUSES),
  createdAt: z.string(),
  lastSignInAt: z.string().nullable(),
});
export type AdminUser = z.infer<typeof adminUserSchema>;

export const adminUserSearchSchema = z.object({
  search: text().trim().max(200).optional().default(''),
});

export const setAdminSchema = z.object({ isAdmin: z.boolean() });
export const setDisabledSchema = z.object({ isDisabled: z.boolean() });
export const userIdParamsSchema = z.object({ id: text().uuid('Unknown user') });

export const auditEntrySchema = z.object({
  id: z.number().int(),
  actorId: z.string().nullable(),
  actorEmail: z.string().nullable(),
  action: z.string(),
  targetType: z.string(),
  targetId: z.string(),
  details: z.record(z.unknown()),
  createdAt: z.string(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;
