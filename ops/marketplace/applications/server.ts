import { CallFailure, failWith, isDomainError } from '../../../contracts/core/errors';
import { flagOfView } from '../../../contracts/marketplace/applications/activity';
import { applicationsFeature } from '../../../contracts/marketplace/applications/feature';
import { matchId } from '../../../contracts/marketplace/applications/ids';
import { combineAppended, nothingAppended, type Appended } from '../../../command/core/handle-command';
import { login, saveProfile } from '../../../command/identity/users/handlers';
import { applyOrphan, eraseOrphanApplicant, mailOrphanApplicant, registerOrphan } from '../../../command/marketplace/applications/orphan-handlers';
import {
  applyToJob,
  connectToSeeker,
  mailAbout,
  markActivitySeen,
  viewApplicant,
  type Decided,
} from '../../../command/marketplace/applications/handlers';
import { userAccountProjection } from '../../../projections/identity/users/user-account.projection';
import { activityProjection } from '../../../projections/marketplace/applications/activity.projection';
import { notificationProjection } from '../../../projections/marketplace/inbox/notification.projection';
import { orphanApplicationProjection } from '../../../projections/marketplace/applications/orphan-application.projection';
import { getUserData } from '../../../query/identity/users/get-user-data';
import { getActivityFlags, getApplication, getApplies, getUserActivity, isSeekerView } from '../../../query/marketplace/applications/get-user-activity';
import { eraseLapsedOrphanApplicants } from '../../tasks/erase-lapsed-orphan-applicants';
import { defineServerFeature, reply, signedIn, type ApiDeps } from '../../server/feature';

// The answer of applyHistObject once the read models have caught up.
const applyAnswer = (deps: ApiDeps, userId: string, asSeeker: boolean, decided: Decided | null, mailed: Awaited<ReturnType<typeof mailAbout>>, extra: { limitReached?: boolean; message?: string } = {}) => async () => {
  const match = decided?.events.find((e) => e.type === 'MatchMade');
  return {
    limitReached: extra.limitReached ?? false,
    applies: await getApplies(deps.db, userId, asSeeker),
    isMatch: match !== undefined,
    ...(match?.type === 'MatchMade' ? { matchId: matchId(match.data.jobId, match.data.seekerId) } : {}),
    mailRecieverData: mailed,
    showNotification: (decided?.events.length ?? 0) > 0,
    ...(extra.message ? { message: extra.message } : {}),
  };
};

export const applicationsServer = defineServerFeature({
  contract: applicationsFeature,
  projections: [activityProjection, orphanApplicationProjection],
  migrations: [],
  reads: {
    // a seeker who connects becomes a recruiter: the account changes too
    applyHistObject: [activityProjection, notificationProjection, userAccountProjection],
    applyOrphan: [activityProjection, notificationProjection, orphanApplicationProjection],
    // the new seeker's next screen is My Applications, signed in
    setPasswordOrphan: [userAccountProjection, activityProjection, orphanApplicationProjection],
    markApplicantViewed: [activityProjection],
    markActivitySeen: [activityProjection],
  },
  // applicants without an account are erased after the retention period
  tasks: [eraseLapsedOrphanApplicants],
  // what a deleted account sent before it had one: the applicant's key and CVs
  eraseAccount: (deps, account) => eraseOrphanApplicant(deps, account),
  handlers: (deps) => ({
    applyHistObject: async (input, ctx) => {
      const user = signedIn(ctx);
      if (input.histogramType === 'jobs') {
        const decided = await applyToJob(deps, ctx.command, user, input.objectId);
        if (isDomainError(decided)) {
          if (decided.code === 'ApplyLimitReached') return reply(nothingAppended, applyAnswer(deps, user.id, true, null, [], { limitReached: true }));
          return failWith(decided);
        }
        return reply(decided, applyAnswer(deps, user.id, true, decided, await mailAbout(deps, decided.events)));
      }
      // connecting is a recruiter action: a seeker who does it becomes a recruiter
      const switched = user.lookingforwork ? await saveProfile(deps, ctx.command, user.id, { lookingforwork: false }) : null;
      const message = switched?.switchedTo ? 'Switched to recruiter' : undefined;
      const decided = await connectToSeeker(deps, ctx.command, user.id, input.objectId, input.jobId ?? null);
      if (isDomainError(decided)) {
        // a seeker who just switched has no job yet: the answer sends them to My Jobs to post one
        if (switched && decided.code === 'NoActiveJob') return reply(switched, applyAnswer(deps, user.id, false, null, [], { message }));
        return failWith(decided);
      }
      const appended: Appended = switched ? combineAppended(switched, decided) : decided;
      return reply(appended, applyAnswer(deps, user.id, false, decided, await mailAbout(deps, decided.events), { message }));
    },
    applyOrphan: async (input, ctx) => {
      if (ctx.session?.kind === 'user') throw new CallFailure('AlreadySignedIn');
      const applied = await applyOrphan(deps, ctx.command, ctx.session?.kind === 'guest' ? ctx.session.userId : null, input);
      if (isDomainError(applied)) return failWith(applied);
      if (!applied.alreadyApplied) await mailOrphanApplicant(deps, applied.events);
      const message = applied.alreadyApplied ? 'You already applied to this job' : 'Your application was sent';
      return reply(applied, async () => ({ alreadyApplied: applied.alreadyApplied, appliedAt: applied.appliedAt, message }));
    },
    setPasswordOrphan: async (input, ctx) => {
      if (ctx.session?.kind !== 'guest') throw new CallFailure('AlreadySignedIn', 'You are already signed in');
      const registered = await registerOrphan(deps, ctx.command, ctx.session.userId, input);
      const { token } = await login(deps, input);
      return reply(registered, async () => {
        const user = await getUserData(deps.db, registered.userId);
        if (!user) throw new Error(`account ${registered.userId} missing after the read model caught up`);
        return { message: 'Your account is ready: we sent you an email to confirm your address', token, user, applications: registered.carried };
      });
    },
    markApplicantViewed: async (input, ctx) => {
      const user = signedIn(ctx);
      const decided = await viewApplicant(deps, ctx.command, user.id, input.jobId, input.seekerId);
      if (isDomainError(decided)) return failWith(decided);
      return reply(decided, async () => {
        const application = await getApplication(deps.db, input.jobId, input.seekerId);
        if (!application) throw new Error(`application ${input.jobId}/${input.seekerId} missing after the read model caught up`);
        return { application };
      });
    },
    getUserActivity: async (input, ctx) => {
      const user = signedIn(ctx);
      if (input.lookingforwork !== undefined && input.lookingforwork !== isSeekerView(input.histogramSubType))
        throw new CallFailure('ValidationFailed', `${input.histogramSubType} is a ${input.lookingforwork ? 'recruiter' : 'job seeker'} list`);
      const now = deps.clock();
      return getUserActivity(deps.db, user.id, input.histogramSubType, input.page, input.pageSize, (fileId) => deps.uploads.link(fileId, now));
    },
    markActivitySeen: async (input, ctx) => {
      const user = signedIn(ctx);
      const view = input.histogramSubType;
      const flags = await getActivityFlags(deps.db, user.id);
      const flag = Object.hasOwn(flagOfView, view) ? flagOfView[view as keyof typeof flagOfView] : null;
      const seen = await markActivitySeen(deps, ctx.command, user.id, view, flag !== null && flags[flag]);
      if (isDomainError(seen)) return failWith(seen);
      return reply(seen, async () => ({ flags: await getActivityFlags(deps.db, user.id) }));
    },
  }),
});
