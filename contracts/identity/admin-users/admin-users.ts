import { z } from 'zod';
import { cellSchema } from '../../core/data-table';
import { userDataSchema } from '../users/user';

// What the admins' users screen (/users) searches by (back-office spec §7 getAdminUserData): an
// exact user id, or an email (any part of it, in any case), narrowed by the two checkboxes.
export const adminUserSearchSchema = z
  .object({
    userId: z.string().trim().max(200).optional(),
    email: z.string().trim().toLowerCase().max(254).optional(),
    isJHAdmin: z.boolean().optional(),
    isJHUser: z.boolean().optional(),
  })
  .strict();
export type AdminUserSearch = z.infer<typeof adminUserSearchSchema>;

// At most this many cards come back; `total` says how many matched.
export const ADMIN_USERS_MAX = 50;

export const adminUsersOutput = z.object({ users: z.array(userDataSchema), total: z.number().int().nonnegative() });
export type AdminUsers = z.infer<typeof adminUsersOutput>;

// The extra information of one user (spec §7 getAdminExtraUserInfo). Alerts and reports do not
// exist in this product yet: they count 0 and their table is empty.
export const extraInfoTypes = [
  'contacts',
  'promotes',
  'activeJobs',
  'archivedJobs',
  'deletedJobs',
  'waitForResponse',
  'needToRespond',
  'matches',
  'inactiveConnects',
  'alerts',
  'reports',
] as const;
export const extraInfoTypeSchema = z.enum(extraInfoTypes);
export type ExtraInfoType = z.infer<typeof extraInfoTypeSchema>;

// A table of one type: the columns (as the shared data table renders them) and every row, newest first.
export const EXTRA_INFO_MAX_ROWS = 10_000;
export const extraInfoRowSchema = z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()]));
export type ExtraInfoRow = z.infer<typeof extraInfoRowSchema>;

export const extraInfoOutput = z.union([
  z.object({ counts: z.record(extraInfoTypeSchema, z.number().int().nonnegative()) }),
  z.object({ type: extraInfoTypeSchema, columns: z.array(cellSchema), extraUserData: z.array(extraInfoRowSchema), count: z.number().int().nonnegative() }),
]);
export type ExtraInfoAnswer = z.infer<typeof extraInfoOutput>;
