import { z } from 'zod';
import { employmentTypeSchema, seniorityLevelSchema } from './user';

export const emailReservedSchema = z.object({ userId: z.string(), reservedAt: z.string() });

export const userRegisteredSchema = z.object({
  userId: z.string(),
  email: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  lookingforwork: z.boolean(),
  isAdmin: z.boolean(),
  card_color: z.number(),
  source: z.string(),
  registeredAt: z.string(),
});

export const emailConfirmedSchema = z.object({ userId: z.string(), confirmedAt: z.string() });
export const passwordResetRequestedSchema = z.object({ userId: z.string(), requestedAt: z.string(), expiresAt: z.string() });
export const passwordChangedSchema = z.object({ userId: z.string(), changedAt: z.string() });

export const profileChangesSchema = z
  .object({
    first_name: z.string(),
    last_name: z.string(),
    title: z.string().nullable(),
    phone: z.string().nullable(),
    noPhone: z.boolean(),
    personal_info: z.string().nullable(),
    location: z.string().nullable(),
    loc_lat: z.number().nullable(),
    loc_lng: z.number().nullable(),
    seniorityLevel: seniorityLevelSchema.nullable(),
    employmentType: employmentTypeSchema,
    tags: z.array(z.string()),
    visibleSearchEngines: z.boolean(),
    showResume: z.boolean(),
  })
  .partial();
export type ProfileChanges = z.infer<typeof profileChangesSchema>;

export const profileSavedSchema = z.object({ userId: z.string(), changes: profileChangesSchema, savedAt: z.string() });
export const roleSwitchedSchema = z.object({ userId: z.string(), lookingforwork: z.boolean(), switchedAt: z.string() });

export const identityEventSchemas = {
  EmailReserved: emailReservedSchema,
  UserRegistered: userRegisteredSchema,
  EmailConfirmed: emailConfirmedSchema,
  PasswordResetRequested: passwordResetRequestedSchema,
  PasswordChanged: passwordChangedSchema,
  ProfileSaved: profileSavedSchema,
  RoleSwitched: roleSwitchedSchema,
} as const;

export type IdentityEvent = {
  [K in keyof typeof identityEventSchemas]: { type: K; data: z.infer<(typeof identityEventSchemas)[K]> };
}[keyof typeof identityEventSchemas];

// Events whose data holds personal data, and the fields: account deletion erases these.
export const identityPersonalData = {
  UserRegistered: ['email', 'first_name', 'last_name'],
  ProfileSaved: ['changes'],
} as const;
