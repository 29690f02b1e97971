import { z } from 'zod';
import { defineCalls } from '../../core/call';
import { jobSchema } from '../../marketplace/jobs/job';
import { userRolesSchema } from './events';
import { employmentTypeSchema, emailSchema, nameSchema, passwordSchema, seniorityLevelSchema, userDataSchema } from './user';
import { optionalSaidFields, saidFields, say } from '../../core/messages';
import { jobMessages } from '../../marketplace/jobs/messages';
import { identityErrors } from './errors';
import { identityMessages } from './messages';

const messageOutput = z.object(saidFields);

export const registerInput = z
  .object({
    email: emailSchema,
    password: passwordSchema,
    confirmPassword: z.string(),
    first_name: nameSchema,
    last_name: nameSchema,
    captchaToken: z.string().max(4096).optional(),
    lookingforwork: z.boolean().optional(),
  })
  .refine((v) => v.password === v.confirmPassword, { path: ['confirmPassword'], message: identityErrors.PasswordsDiffer.message });

export const loginInput = z.object({
  email: emailSchema,
  password: z.string().min(1, identityMessages.PasswordRequired).max(128),
  captchaToken: z.string().max(4096).optional(),
});

export const resetPasswordInput = z.object({ email: emailSchema, captchaToken: z.string().max(4096).optional() });

export const updateUserPasswordInput = z.object({
  email: emailSchema,
  password: passwordSchema,
  code: z.string().min(1, identityMessages.ResetCodeMissing).max(200),
});

export const saveProfileInput = z
  .object({
    lookingforwork: z.boolean(),
    first_name: nameSchema,
    last_name: nameSchema,
    title: z.string().trim().max(120).nullable(),
    phone: z.string().trim().max(30).nullable(),
    noPhone: z.boolean(),
    personal_info: z.string().max(5000).nullable(),
    location: z.string().trim().max(200).nullable(),
    loc_lat: z.number().min(-90).max(90).nullable(),
    loc_lng: z.number().min(-180).max(180).nullable(),
    seniorityLevel: seniorityLevelSchema.nullable(),
    employmentType: employmentTypeSchema,
    tags: z.array(z.string().trim().min(1).max(60)).max(10, say(jobMessages.TooManyTags, { maximum: 10 })),
    visibleSearchEngines: z.boolean(),
    showResume: z.boolean(),
  })
  .partial()
  .strict();
export type SaveProfileInput = z.infer<typeof saveProfileInput>;

export const identityCalls = defineCalls({
  register: {
    kind: 'command',
    access: 'anonymous',
    summary:
      'Create an account; a confirmation link is mailed. The user may sign in before confirming. An address that already has an account gets the same answer, and its owner a notice by mail, so the form never tells who has an account.',
    rateLimit: 'authMail',
    input: registerInput,
    output: messageOutput,
  },
  login: {
    kind: 'command',
    access: 'anonymous',
    summary: 'Sign in with email and password. After repeated failures the account is locked for a while (429 with Retry-After) and its owner gets a notice.',
    rateLimit: 'auth',
    input: loginInput,
    output: z.object({ token: z.string(), user: userDataSchema }),
  },
  confirmEmail: {
    kind: 'command',
    access: 'anonymous',
    summary: 'Confirm an email address from the link in the confirmation mail.',
    input: z.object({ token: z.string().min(1).max(4096) }),
    output: messageOutput.extend({ confirmed: z.boolean() }),
  },
  getUnregistedUserToken: {
    kind: 'command',
    access: 'anonymous',
    summary: 'A token for a visitor without an account.',
    input: z.object({ token: z.string().max(4096).optional(), device: z.enum(['android', 'computer']).optional() }),
    output: z.object({ token: z.string() }),
  },
  resetPassword: {
    kind: 'command',
    access: 'anonymous',
    summary: 'Mail a link to choose a new password. Answers the same whether or not the email has an account.',
    rateLimit: 'authMail',
    input: resetPasswordInput,
    output: messageOutput,
  },
  updateUserPassword: {
    kind: 'command',
    access: 'anonymous',
    summary: 'Choose a new password with the code from the reset link. Every session begun before it ends.',
    rateLimit: 'auth',
    input: updateUserPasswordInput,
    output: messageOutput.extend({ success: z.boolean() }),
  },
  logoutEverywhere: {
    kind: 'command',
    access: 'authed',
    summary: 'Sign out on every device: every session token issued until now stops working, this one too.',
    input: z.object({}).strict().default({}),
    output: messageOutput.extend({ success: z.boolean() }),
  },
  getUserData: {
    kind: 'query',
    access: 'authed',
    summary: 'The signed-in user.',
    input: z.object({ androidtoken: z.string().optional(), computertoken: z.string().optional() }),
    output: z.object({ user: userDataSchema }),
  },
  saveProfile: {
    kind: 'command',
    access: 'authed',
    summary: 'Save profile fields; lookingforwork switches between candidate and recruiter.',
    input: saveProfileInput,
    output: z.object({ userData: userDataSchema, applies: z.array(z.unknown()), ...optionalSaidFields }),
  },
  setAdminUserData: {
    kind: 'command',
    access: 'admin',
    actsFor: 'userId',
    summary:
      'Admin: make a person a journey user (isJHUser), an active journey client (isActiveJHUser), a coaching admin (isJHAdmin), a customer-success manager (isCSManager), a client admin (isCAdmin) or a partner company\'s user (partner: first or second), or take it back. ' +
      'Only the flags sent change; each change is recorded with the admin. fetchParams (the users table\'s filters) is accepted for the users screen and not needed here.',
    input: z
      .object({
        userId: z.string().trim().min(1).max(200),
        data: userRolesSchema.partial().strict(),
        fetchParams: z.record(z.string(), z.unknown()).optional(),
      })
      .strict(),
    output: z.object({ user: userDataSchema }),
  },
  deleteAccount: {
    kind: 'command',
    access: 'authed',
    summary: 'Delete my account for good, confirmed with my password: my personal data becomes unreadable everywhere, my jobs leave every list, and the email address is free again.',
    input: z.object({ password: z.string().min(1, identityMessages.PasswordToConfirm).max(128) }).strict(),
    output: messageOutput.extend({ success: z.boolean() }),
  },
  exportMyData: {
    kind: 'query',
    access: 'authed',
    summary: 'Everything the product holds about me, as JSON: my account, my jobs and the history of my records.',
    input: z.object({}).strict().default({}),
    output: z.object({
      exportedAt: z.string(),
      account: userDataSchema,
      jobs: z.array(jobSchema),
      history: z.array(z.object({ streamId: z.string(), type: z.string(), recordedAt: z.string(), data: z.record(z.string(), z.unknown()) })),
    }),
  },
  getOutbox: {
    kind: 'query',
    access: 'admin',
    summary: 'Outgoing mail kept in the database when no SMTP server is configured.',
    input: z.object({ limit: z.number().int().min(1).max(200).default(50) }),
    output: z.object({
      list: z.array(
        z.object({ id: z.string(), to: z.string(), subject: z.string(), text: z.string(), html: z.string(), createdAt: z.string() }),
      ),
    }),
  },
});
