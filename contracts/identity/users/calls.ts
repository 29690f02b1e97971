import { z } from 'zod';
import { languageSchema } from '../../core/languages';
import { defineCalls } from '../../core/call';
import { jobSchema } from '../../marketplace/jobs/job';
import { userRolesSchema } from './events';
import { employmentTypeSchema, emailSchema, nameSchema, passwordSchema, seniorityLevelSchema, userDataSchema } from './user';
import { optionalSaidFields, saidFields, say } from '../../core/messages';
import { uploadedFileSchema } from '../../core/uploads';
import { jobMessages } from '../../marketplace/jobs/messages';
import { identityErrors } from './errors';
import { identityMessages } from './messages';
import { adminUserSearchSchema, adminUsersOutput } from '../admin-users/admin-users';
import { latitudeSchema, longitudeSchema } from '../../core/geo';
import {
  avatarCropInput,
  avatarImageFile,
  educationInput,
  experienceInput,
  profileResumeFile,
  keepBestAmongTags,
  profileBestTagsInput,
  profileNameSchema,
  profilePhoneInput,
  profileTagsInput,
  socialLinksInput,
  stripInvisible,
} from './profile';

const messageOutput = z.object(saidFields);

// A whole number of credits the person has left, as an admin sets it.
const creditBalance = z.number({ error: identityMessages.CreditsWholeNumber }).int(identityMessages.CreditsWholeNumber).min(0, identityMessages.CreditsWholeNumber).max(100_000);

// A day (the end of that day, UTC) or a moment, after now; null clears it and ends Pro.
export const proEndDateInput = z
  .union([z.iso.date(), z.iso.datetime({ offset: true })], { error: identityMessages.ProEndDateInvalid })
  .transform((value) => (value.length === 10 ? `${value}T23:59:59.999Z` : new Date(value).toISOString()))
  .refine((value) => Date.parse(value) > Date.now(), identityMessages.ProEndDateInPast)
  .nullable();

// What an admin may set on a person from the users screen: the roles, the credits left, the Pro end.
export const adminUserDataInput = userRolesSchema
  .partial()
  .extend({ contactCredit: creditBalance.optional(), promoteCredit: creditBalance.optional(), proEndDate: proEndDateInput.optional() })
  .strict();
export type AdminUserDataInput = z.output<typeof adminUserDataInput>;

export const registerInput = z
  .object({
    email: emailSchema,
    password: passwordSchema,
    confirmPassword: z.string(),
    first_name: nameSchema,
    last_name: nameSchema,
    captchaToken: z.string().max(4096).optional(),
    lookingforwork: z.boolean().optional(),
    // the language the visitor read the site in: the account's screens and mail start in it
    language: languageSchema.optional(),
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

// Every field a person may edit (marketplace spec §3 User), each optional: a section sends its own.
// A required field that is sent may not be emptied; §5's normalisation happens here, on the server.
export const saveProfileInput = z
  .object({
    lookingforwork: z.boolean(),
    first_name: profileNameSchema.pipe(z.string().min(1, identityMessages.FirstNameRequired)),
    last_name: profileNameSchema.pipe(z.string().min(1, identityMessages.LastNameRequired)),
    title: z.string({ error: identityMessages.ProfileTitleRequired }).transform(stripInvisible).pipe(z.string().trim().min(1, identityMessages.ProfileTitleRequired).max(120)),
    phone: profilePhoneInput.nullable(),
    noPhone: z.boolean(),
    personal_info: z.string().transform(stripInvisible).pipe(z.string().max(5000)).nullable(),
    location: z.string({ error: identityMessages.LocationRequired }).transform(stripInvisible).pipe(z.string().trim().min(1, identityMessages.LocationRequired).max(200)),
    loc_lat: latitudeSchema().nullable(),
    loc_lng: longitudeSchema().nullable(),
    country: z.string().trim().max(100).nullable(),
    countryCode: z.string().trim().max(3).nullable(),
    seniorityLevel: seniorityLevelSchema.nullable().refine((level) => level !== null, identityMessages.SeniorityRequired),
    employmentType: employmentTypeSchema,
    tags: profileTagsInput,
    selectedTags: profileBestTagsInput,
    experience: z.array(experienceInput).max(30),
    education: z.array(educationInput).max(30),
    social_links: socialLinksInput,
    description: z.string().transform(stripInvisible).pipe(z.string().max(20000)).nullable(),
    visible: z.boolean(),
    visibleSearchEngines: z.boolean(),
    showResume: z.boolean(),
  })
  .partial()
  .strict()
  .superRefine((profile, ctx) => {
    if (!profile.tags || !profile.selectedTags) return;
    const missing = profile.selectedTags.filter((t) => !keepBestAmongTags(profile.tags!, [t]).length);
    if (missing.length) ctx.addIssue({ code: 'custom', path: ['selectedTags'], message: say(jobMessages.BestTagsNotTags, { tags: missing.join(', ') }) });
  });
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
  uploadResumeR: {
    kind: 'command',
    access: 'authed',
    multipart: true,
    upload: { files: { file: profileResumeFile } },
    summary:
      'Upload my resume (doc, docx or pdf by content, at most 512000 bytes). Its text becomes my profile description and the skills found in it that are tags of jobs become suggested tags; a legacy .doc whose text cannot be read is kept all the same, and the answer says so. The file replaces the one before and is downloadable by a signed link by whoever may see my resume.',
    input: z.object({ file: uploadedFileSchema }),
    output: z.object({ userData: userDataSchema, readable: z.boolean(), ...saidFields }),
  },
  uploadAvatarR: {
    kind: 'command',
    access: 'authed',
    multipart: true,
    upload: { files: { image: avatarImageFile } },
    summary:
      'Set my picture: a png, jpeg or webp image of at most 2 MB and at least 120×120 pixels (else Invalid File), cropped to the square x, y, width, height in its own pixels when given, kept at 120×120.',
    input: z.object({ image: uploadedFileSchema, ...avatarCropInput }),
    output: z.object({ userData: userDataSchema }),
  },
  removeAvatarR: {
    kind: 'command',
    access: 'authed',
    summary: 'Remove my picture: my initials on my card colour show instead.',
    input: z.object({}).strict().default({}),
    output: z.object({ userData: userDataSchema, ...saidFields }),
  },
  setAdminUserData: {
    kind: 'command',
    access: 'admin',
    actsFor: { field: 'userId', subject: 'account' },
    summary:
      'Admin: make a person a journey user (isJHUser), an active journey client (isActiveJHUser), a coaching admin (isJHAdmin), a customer-success manager (isCSManager), a client admin (isCAdmin) or a partner company\'s user (partner: first or second), or take it back. ' +
      'Also sets the credits left (contactCredit, promoteCredit: whole numbers, 0 or more; the ledger records the difference) and the Pro end date ' +
      '(proEndDate: a later day or moment; null ends Pro now). Only the fields sent change; each change is recorded with the admin. ' +
      'With fetchParams (the users screen\'s search, as getAdminUserData takes it) the answer also holds that search again, as users and total.',
    input: z
      .object({
        userId: z.string().trim().min(1).max(200),
        data: adminUserDataInput,
        fetchParams: adminUserSearchSchema.optional(),
      })
      .strict(),
    output: z.object({ user: userDataSchema, users: adminUsersOutput.shape.users.optional(), total: z.number().int().nonnegative().optional() }),
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
