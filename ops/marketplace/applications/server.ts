import { CallFailure, failWith, isDomainError } from '../../../contracts/core/errors';
import { flagOfView } from '../../../contracts/marketplace/applications/activity';
import { applicationsFeature } from '../../../contracts/marketplace/applications/feature';
import { matchId } from '../../../contracts/marketplace/applications/ids';
import { combineAppended, nothingAppended, type Appended } from '../../../command/core/handle-command';
import { saveProfile } from '../../../command/identity/users/handlers';
import {
  applyToJob,
  connectToSeeker,
  markActivitySeen,
  viewApplicant,
  type Decided,
} from '../../../command/marketplace/applications/handlers';
import type { PairEvent } from '../../../command/marketplace/applications/application';
import { userAccountProjection } from '../../../projections/identity/users/user-account.projection';
import { activityProjection } from '../../../projections/marketplace/applications/activity.projection';
import { notificationProjection } from '../../../projections/marketplace/inbox/notification.projection';
import { getActivityFlags, getApplication, getApplies, getUserActivity, isSeekerView } from '../../../query/marketplace/applications/get-user-activity';
import { defineServerFeature, reply, signedIn, type ApiDeps } from '../../server/feature';
import { matchMail, newApplicantMail } from './mails';

type MailedPerson = { userId: string; name: string; role: 'seeker' | 'recruiter' };

const nameOf = (p: { first_name: string; last_name: string }) => `${p.first_name} ${p.last_name}`.trim();

// A new applicant mails the recruiter; a match mails both. Answers whom it mailed.
export async function mailAbout(deps: ApiDeps, events: readonly PairEvent[]): Promise<MailedPerson[]> {
  const match = events.find((e) => e.type === 'MatchMade');
  const applied = events.find((e) => e.type === 'ApplicationSubmitted');
  const subject = match ?? applied;
  if (!subject) return [];
  const { jobId, seekerId, recruiterId } = subject.data;
  const [people, job] = await Promise.all([
    deps.db.selectFrom('user_account').select(['id', 'email', 'first_name', 'last_name']).where('id', 'in', [seekerId, recruiterId]).execute(),
    deps.db.selectFrom('job').select('title').where('id', '=', jobId).executeTakeFirst(),
  ]);
  const seeker = people.find((p) => p.id === seekerId);
  const recruiter = people.find((p) => p.id === recruiterId);
  if (!seeker || !recruiter) return [];
  const title = job?.title ?? 'your job';
  if (!match) {
    await deps.mailer.send(newApplicantMail(recruiter.email, recruiter.first_name, nameOf(seeker), title, `${deps.publicUrl}/activity/applicants`, deps.siteName));
    return [{ userId: recruiter.id, name: nameOf(recruiter), role: 'recruiter' }];
  }
  await Promise.all([
    deps.mailer.send(matchMail(seeker.email, seeker.first_name, nameOf(recruiter), title, `${deps.publicUrl}/activity/matchesCan`, deps.siteName)),
    deps.mailer.send(matchMail(recruiter.email, recruiter.first_name, nameOf(seeker), title, `${deps.publicUrl}/activity/matchesRec`, deps.siteName)),
  ]);
  return [
    { userId: recruiter.id, name: nameOf(recruiter), role: 'recruiter' },
    { userId: seeker.id, name: nameOf(seeker), role: 'seeker' },
  ];
}

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
  projections: [activityProjection],
  migrations: [],
  reads: {
    // a seeker who connects becomes a recruiter: the account changes too
    applyHistObject: [activityProjection, notificationProjection, userAccountProjection],
    markApplicantViewed: [activityProjection],
    markActivitySeen: [activityProjection],
  },
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
