import { sql } from 'kysely';
import { CallFailure } from '../../../contracts/core/errors';
import { identityUsersFeature } from '../../../contracts/identity/users/feature';
import {
  changePasswordWithCode,
  confirmEmail,
  deleteAccount,
  endSessions,
  guestToken,
  login,
  noticeExistingAccount,
  registerUser,
  requestPasswordReset,
  saveProfile,
} from '../../../command/identity/users/handlers';
import type { Appended } from '../../../command/core/handle-command';
import { nothingAppended } from '../../../command/core/handle-command';
import { userStreamId } from '../../../contracts/identity/users/ids';
import { jobSlotsStreamId, jobStreamId } from '../../../contracts/marketplace/jobs/ids';
import { userAccountProjection } from '../../../projections/identity/users/user-account.projection';
import { jobProjection } from '../../../projections/marketplace/jobs/job.projection';
import { getUserJobs } from '../../../query/marketplace/jobs/get-job';
import { getOutbox } from '../../../query/identity/users/get-outbox';
import { getUserData } from '../../../query/identity/users/get-user-data';
import { defineServerFeature, reply, signedIn, type ApiDeps } from '../../server/feature';
import { purgeExpiredResetCodes } from '../../tasks/purge-expired-reset-codes';

const userDataOf = async (deps: ApiDeps, userId: string) => {
  const user = await getUserData(deps.db, userId);
  if (!user) throw new CallFailure('NotFound', 'This account does not exist');
  return user;
};

export const identityUsersServer = defineServerFeature({
  contract: identityUsersFeature,
  projections: [userAccountProjection],
  tasks: [purgeExpiredResetCodes],
  migrations: [
    {
      id: 'identity/users/001-credential',
      up: async (db) => {
        await db.schema
          .createTable('credential')
          .ifNotExists()
          .addColumn('user_id', 'text', (c) => c.primaryKey())
          .addColumn('email', 'text', (c) => c.notNull())
          .addColumn('password_hash', 'text', (c) => c.notNull())
          .addColumn('reset_code_hash', 'text')
          .addColumn('reset_expires_at', 'timestamptz')
          .addColumn('updated_at', 'timestamptz', (c) => c.notNull())
          .execute();
      },
    },
    {
      // a registration writes its credential before the account exists; a losing racer's row must
      // not block the winner's, so the email is looked up through the account instead
      id: 'identity/users/002-credential-email-not-unique',
      up: async (db) => {
        await sql`ALTER TABLE credential DROP CONSTRAINT IF EXISTS credential_email_key`.execute(db);
        await sql`CREATE INDEX IF NOT EXISTS credential_email_idx ON credential (email)`.execute(db);
      },
    },
    {
      // sessions begun before this time are over: password changes and "sign out everywhere"
      id: 'identity/users/003-credential-sessions-valid-after',
      up: async (db) => {
        await sql`ALTER TABLE credential ADD COLUMN IF NOT EXISTS sessions_valid_after timestamptz`.execute(db);
      },
    },
  ],
  reads: {
    register: [userAccountProjection],
    login: [],
    confirmEmail: [userAccountProjection],
    getUnregistedUserToken: [],
    resetPassword: [],
    updateUserPassword: [],
    logoutEverywhere: [],
    saveProfile: [userAccountProjection],
    deleteAccount: [userAccountProjection, jobProjection],
  },
  handlers: (deps) => ({
    register: async (input, ctx) => {
      // a taken address answers like a free one: only its owner's inbox hears of the attempt
      const registered: Appended = await registerUser(deps, ctx.command, input).catch(async (error: unknown) => {
        if (!(error instanceof CallFailure) || error.code !== 'EmailTaken') throw error;
        await noticeExistingAccount(deps, input.email);
        return nothingAppended;
      });
      return reply(registered, async () => ({ message: 'We sent you an email, please check your inbox' }));
    },
    login: async (input) => {
      const { userId, token } = await login(deps, input);
      return reply(nothingAppended, async () => ({ token, user: await userDataOf(deps, userId) }));
    },
    confirmEmail: async (input, ctx) => {
      const result = await confirmEmail(deps, ctx.command, input.token);
      return reply(result, async () => ({ confirmed: result.confirmed, message: result.message }));
    },
    getUnregistedUserToken: async (input) => {
      const token = await guestToken(deps, input.token);
      return reply(nothingAppended, async () => ({ token }));
    },
    resetPassword: async (input, ctx) => {
      const result = await requestPasswordReset(deps, ctx.command, input);
      return reply(nothingAppended, async () => result);
    },
    updateUserPassword: async (input, ctx) => {
      const appended = await changePasswordWithCode(deps, ctx.command, input);
      return reply(appended, async () => ({ success: true, message: 'Your password was changed, you can sign in now' }));
    },
    logoutEverywhere: async (_input, ctx) => {
      await endSessions(deps, signedIn(ctx).id);
      return reply(nothingAppended, async () => ({ success: true, message: 'You are signed out on every device' }));
    },
    getUserData: async (_input, ctx) => ({ user: await userDataOf(deps, signedIn(ctx).id) }),
    saveProfile: async (input, ctx) => {
      const userId = signedIn(ctx).id;
      const saved = await saveProfile(deps, ctx.command, userId, input);
      return reply(saved, async () => ({
        userData: await userDataOf(deps, userId),
        applies: [],
        ...(saved.switchedTo ? { message: saved.switchedTo === 'recruiter' ? 'Switched to recruiter' : 'Switched to candidate' } : {}),
      }));
    },
    deleteAccount: async (input, ctx) => {
      const deleted = await deleteAccount(deps, ctx.command, signedIn(ctx).id, input.password);
      return reply(deleted, async () => ({ success: true, message: 'Your account was deleted' }));
    },
    exportMyData: async (_input, ctx) => {
      const user = signedIn(ctx);
      const jobs = await getUserJobs(deps.db, user.id);
      // the person's own records: their account, their quota, their jobs (their streams)
      const streams = [userStreamId(user.id), jobSlotsStreamId(user.id), ...jobs.map((j) => jobStreamId(j._id))];
      const read = await deps.store.readStreams(streams);
      return {
        exportedAt: deps.clock().toISOString(),
        account: await userDataOf(deps, user.id),
        jobs,
        history: streams.flatMap((id) => (read.get(id) ?? []).map((e) => ({ streamId: e.streamId, type: e.type, recordedAt: e.recordedAt.toISOString(), data: e.data }))),
      };
    },
    getOutbox: async (input) => ({ list: await getOutbox(deps.db, input.limit) }),
  }),
});
