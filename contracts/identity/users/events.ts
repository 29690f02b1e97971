import { z } from 'zod';
import { defineEvents, event, type EventOf } from '../../core/events';
import { storedEducationSchema, storedExperienceSchema, storedProfileFileSchema, storedSocialLinksSchema } from './profile';

// Stored events: what was true when they were written. No form limits, no transforms; choices made
// in forms (seniority, employment type) are plain strings here, so retiring a choice later never
// makes an old event unreadable.

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
    seniorityLevel: z.string().nullable(),
    employmentType: z.string(),
    tags: z.array(z.string()),
    visibleSearchEngines: z.boolean(),
    showResume: z.boolean(),
    // added with the profile editor; absent from events written before it
    visible: z.boolean(),
    country: z.string().nullable(),
    countryCode: z.string().nullable(),
    // the best of the tags (at most 3 when written), always among them
    selectedTags: z.array(z.string()),
    // each section is saved whole: the list as it is now
    experience: z.array(storedExperienceSchema),
    education: z.array(storedEducationSchema),
    // every link as it is now (the links not sent are carried over)
    social_links: storedSocialLinksSchema,
    // the resume's text, as extracted from an upload or edited
    description: z.string().nullable(),
  })
  .partial();
export type ProfileChanges = z.infer<typeof profileChangesSchema>;

// What an admin may make a person, beyond seeker or recruiter (contracts/core/access.ts reads them).
export const userRolesSchema = z.object({
  isJHUser: z.boolean(),
  isActiveJHUser: z.boolean(),
  isJHAdmin: z.boolean(),
  isCSManager: z.boolean(),
  isCAdmin: z.boolean(),
  partner: z.enum(['first', 'second']).nullable(),
});
export type UserRoles = z.infer<typeof userRolesSchema>;

export const identityEvents = defineEvents({
  EmailReserved: event(z.object({ userId: z.string(), reservedAt: z.string() })),
  UserRegistered: event(
    z.object({
      userId: z.string(),
      email: z.string(),
      first_name: z.string(),
      last_name: z.string(),
      lookingforwork: z.boolean(),
      isAdmin: z.boolean(),
      card_color: z.number(),
      source: z.string(),
      registeredAt: z.string(),
      // false when no confirmation mail is wanted (the seed); absent on events from before it, whose
      // registrations were all mailed
      confirmationWanted: z.boolean().optional(),
      // the language chosen at sign-up; absent on events from before it (English, or a later choice)
      language: z.string().optional(),
    }),
    { personal: ['email', 'first_name', 'last_name'] },
  ),
  EmailConfirmed: event(z.object({ userId: z.string(), confirmedAt: z.string() })),
  PasswordResetRequested: event(z.object({ userId: z.string(), requestedAt: z.string(), expiresAt: z.string() })),
  PasswordChanged: event(z.object({ userId: z.string(), changedAt: z.string() })),
  ProfileSaved: event(z.object({ userId: z.string(), changes: profileChangesSchema, savedAt: z.string() }), { personal: ['changes'] }),
  // a resume file was kept for the person; its text (if it could be read) and the tags found in it
  ResumeUploaded: event(
    z.object({
      userId: z.string(),
      resume: storedProfileFileSchema,
      // null when the text could not be read (a legacy .doc): the description stays as it was
      description: z.string().nullable(),
      suggestedTags: z.array(z.string()),
      uploadedAt: z.string(),
    }),
    // the file's id is no one's data (the file itself is erased with the account); its name and text are
    { personal: ['resume.name', 'description'] },
  ),
  // the person's picture, cropped and stored at 120×120
  // the kept picture's name is always the server's own ('avatar.png'): nothing personal in the event
  AvatarSet: event(z.object({ userId: z.string(), avatar: storedProfileFileSchema, setAt: z.string() })),
  AvatarRemoved: event(z.object({ userId: z.string(), removedAt: z.string() })),
  RoleSwitched: event(z.object({ userId: z.string(), lookingforwork: z.boolean(), switchedAt: z.string() })),
  // an admin set what the person is beyond seeker or recruiter (only the flags that changed);
  // the admin is the event's actor
  UserRolesSet: event(z.object({ userId: z.string(), roles: userRolesSchema.partial(), setAt: z.string() })),
  // an admin took the person out of every search and deck and barred them from signing in (excluded
  // true), or let them back (false); the admin is the event's actor
  UserExcluded: event(z.object({ userId: z.string(), excluded: z.boolean(), setAt: z.string() })),
  // the person asked for their account to go: their personal data becomes unreadable everywhere
  AccountDeleted: event(z.object({ userId: z.string(), deletedAt: z.string() })),
  // on the reservation stream: the address is free to register again
  EmailReleased: event(z.object({ userId: z.string(), releasedAt: z.string() })),
});

export type IdentityEvent = EventOf<typeof identityEvents>;
