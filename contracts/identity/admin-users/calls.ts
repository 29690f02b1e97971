import { z } from 'zod';
import { defineCalls } from '../../core/call';
import { userDataSchema } from '../users/user';
import { ADMIN_USERS_MAX, adminUserSearchSchema, adminUsersOutput, extraInfoOutput, extraInfoTypeSchema } from './admin-users';

const userId = z.string().trim().min(1).max(200);

export const adminUserCalls = defineCalls({
  getAdminUserData: {
    kind: 'query',
    access: 'admin',
    // the exact id searched for is a person: an id that is nobody's answers 404 UserNotFound
    actsFor: { field: 'userId', subject: 'account' },
    summary:
      'Admin: find users by an exact user id, or by email (any part of the address, in any case), narrowed to coaching admins (isJHAdmin) and/or coaching users (isJHUser) when those are true. ' +
      `Newest accounts first, at most ${ADMIN_USERS_MAX} (total says how many matched).`,
    input: adminUserSearchSchema,
    output: adminUsersOutput,
  },
  excludeUserByAdminAndGetUsers: {
    kind: 'command',
    access: 'admin',
    actsFor: { field: 'userId', subject: 'account' },
    summary:
      'Admin: exclude a person (excluded true, the default): their resume leaves every search and deck, they cannot sign in and the sessions they hold stop working (403 AccountExcluded). ' +
      'excluded false lets them back, as they were. Recorded with the admin. Answers the person and, with fetchParams, that search again (users, total).',
    input: z.object({ userId, excluded: z.boolean().default(true), fetchParams: adminUserSearchSchema.optional() }).strict(),
    output: z.object({ user: userDataSchema, users: adminUsersOutput.shape.users.optional(), total: z.number().int().nonnegative().optional() }),
  },
  getAdminExtraUserInfo: {
    kind: 'query',
    access: 'admin',
    actsFor: { field: 'userId', subject: 'account' },
    summary:
      'Admin: what a person did. Without type: { counts } of each type (contacts, promotes, activeJobs, archivedJobs, deletedJobs, waitForResponse, needToRespond, matches, inactiveConnects, alerts, reports). ' +
      'With a type: { columns, extraUserData, count }, its rows newest first. contacts and promotes are the credits they used; the jobs are theirs by status; ' +
      'waitForResponse: they applied or connected and the other side has not answered; needToRespond: the other side did and they have not; matches: both did; inactiveConnects: any of these over a job no longer active. ' +
      'Alerts and reports are not kept by this product yet: 0 and no rows.',
    input: z.object({ userId, type: extraInfoTypeSchema.optional() }).strict(),
    output: extraInfoOutput,
  },
  // last of all calls: the acts-for test deletes the person it acts for here
  deleteUserByAdmin: {
    kind: 'command',
    access: 'admin',
    actsFor: { field: 'userId', subject: 'account' },
    summary:
      'Admin: delete a person\'s account for good, as the person\'s own deletion does (their personal data becomes unreadable everywhere, their jobs leave every list, the email is free again), recorded with the admin. ' +
      'An admin cannot delete their own account here. With fetchParams the answer holds that search again (users, total).',
    input: z.object({ userId, fetchParams: adminUserSearchSchema.optional() }).strict(),
    output: z.object({ deleted: z.string(), users: adminUsersOutput.shape.users.optional(), total: z.number().int().nonnegative().optional() }),
  },
});
