import { z } from 'zod';
import { hasHiddenCharacters, isReservedDisplayName, normalizeDisplayName, RESERVED_NAME_MESSAGE } from '../chat/display-name.ts';
import { DEFAULT_PUBLIC_SITE_CONFIG } from '../site-config.ts';
import { CONTROL_CHARACTER_MESSAGE, text } from './fields.ts';

/** GET /api/auth/user: the signed-in person. */
export const authUserSchema = z.object({
  id: z.string(),
  email: z.string().nullable(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  /** What other people see (chat, community): first name and last initial unless changed. */
  displayName: z.string(),
  isAdmin: z.boolean(),
  createdAt: z.string(),
  /** True when the site's own sign-in keeps this person's password (not an outside issuer). */
  canChangePassword: z.boolean(),
  /** What the server's access policy lets this person use now (admins: everything). */
  permissions: z.object({ subscriber: z.boolean(), 'schedule-tool': z.boolean() }),
});
export type AuthUser = z.infer<typeof authUserSchema>;

export const DISPLAY_NAME_MIN_LENGTH = 2;
export const DISPLAY_NAME_MAX_LENGTH = 40;

/**
 * PUT /api/auth/user/display-name: the name others see in chat and the community, as saved:
 * NFKC-normalized, whitespace collapsed, no hidden characters (bidi overrides and the like), and
 * nothing that passes for site staff or the site itself (`siteName`). Names saved before these
 * rules keep showing until the person changes them; every new save meets them.
 */
export const displayNameSchemaFor = (siteName: string) =>
  z.object({
    displayName: text()
      .transform(normalizeDisplayName)
      .superRefine((name, ctx) => {
        const refuse = (message: string) => ctx.addIssue({ code: z.ZodIssueCode.custom, message });
        if (hasHiddenCharacters(name)) refuse(CONTROL_CHARACTER_MESSAGE);
        else if (name.length < DISPLAY_NAME_MIN_LENGTH) refuse(`Your display name must be at least ${DISPLAY_NAME_MIN_LENGTH} characters`);
        else if (name.length > DISPLAY_NAME_MAX_LENGTH) refuse(`Your display name can be at most ${DISPLAY_NAME_MAX_LENGTH} characters`);
        else if (isReservedDisplayName(name, siteName)) refuse(RESERVED_NAME_MESSAGE);
      }),
  });

/** The display-name rule with the default site name (the server and client use their configured one). */
export const displayNameSchema = displayNameSchemaFor(DEFAULT_PUBLIC_SITE_CONFIG.siteName);

/** Response of PUT /api/auth/user/display-name: the name as saved. */
export const displayNameResponseSchema = z.object({ displayName: z.string() });

/** Rules for the embedded sign-in pages' fields; the same messages show in the page and in JSON. */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;

export const passwordSchema = text({ required_error: 'Enter a password' })
  .min(PASSWORD_MIN_LENGTH, `Your password must be at least ${PASSWORD_MIN_LENGTH} characters`)
  .max(PASSWORD_MAX_LENGTH, `Your password must be at most ${PASSWORD_MAX_LENGTH} characters`);

export const emailSchema = text({ required_error: 'Enter your email address' })
  .trim()
  .min(1, 'Enter your email address')
  .max(254, 'Your email address is too long')
  .email('Enter an email address like name@example.com')
  .transform((v) => v.toLowerCase());

const nameField = (label: string) =>
  text({ required_error: `Enter your ${label}` })
    .trim()
    .min(1, `Enter your ${label}`)
    .max(100, `Your ${label} must be at most 100 characters`);

export const signInFormSchema = z.object({
  email: emailSchema,
  password: text({ required_error: 'Enter your password' }).min(1, 'Enter your password').max(PASSWORD_MAX_LENGTH, 'The email or password is incorrect'),
});

export const createAccountFormSchema = z.object({
  firstName: nameField('first name'),
  lastName: nameField('last name'),
  email: emailSchema,
  password: passwordSchema,
});

export const forgotPasswordFormSchema = z.object({ email: emailSchema });

export const resetPasswordFormSchema = z.object({
  token: text().min(10).max(200),
  password: passwordSchema,
});

/** PUT /api/auth/user/password (204): the current password again, and the new one. */
export const changePasswordSchema = z.object({
  currentPassword: text({ required_error: 'Enter your current password' })
    .min(1, 'Enter your current password')
    .max(PASSWORD_MAX_LENGTH, 'Your current password is incorrect'),
  newPassword: passwordSchema,
});
export type ChangePasswordInput = z.infer<typeof changePasswordSchema>;
