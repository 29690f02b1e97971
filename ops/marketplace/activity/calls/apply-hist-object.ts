import { isDomainError } from '../../../../contracts/core/errors';
import { matchId } from '../../../../contracts/marketplace/activity/ids';
import { combineAppended, nothingAppended } from '../../../../command/core/handle-command';
import { saveProfile } from '../../../../command/identity/users/save-profile';
import { applyToJob } from '../../../../command/marketplace/activity/apply-to-job';
import { connectToSeeker } from '../../../../command/marketplace/activity/connect-to-seeker';
import type { Decided } from '../../../../command/marketplace/activity/decide-pair';
import { seekerFacts } from '../../../../command/marketplace/activity/facts';
import type { UserAccount } from '../../../../query/identity/users/get-user-data';
import { getApplies } from '../../../../query/marketplace/activity/get-user-activity';
import { nameOf, pairPeople } from '../../../../query/marketplace/activity/pair-people';
import { reply, replyTo, signedIn, type Answer, type ApiDeps, type CallContext, type CallIn, type CallOut } from '../../../server/feature';
import { mailedRoles } from '../mails';
import { said, type Said } from '../../../../contracts/core/messages';
import { identityMessages } from '../../../../contracts/identity/users/messages';

type ApplyAnswer = CallOut<'applyHistObject'>;

// Whom the decision mails (the reactions send them), by name.
async function mailedBy(deps: ApiDeps, decided: Decided): Promise<ApplyAnswer['mailRecieverData']> {
  const about = decided.events.find((e) => e.type === 'MatchMade') ?? decided.events.find((e) => e.type === 'ApplicationSubmitted');
  if (about?.type !== 'MatchMade' && about?.type !== 'ApplicationSubmitted') return [];
  const people = await pairPeople(deps.db, about.data);
  const mailed = mailedRoles(decided.events);
  return mailed.flatMap((role) => {
    const person = people[role];
    return person && people.seeker && people.recruiter ? [{ userId: person.id, name: nameOf(person), role }] : [];
  });
}

// The answer once the read models have caught up: the caller's applications (or connects) as they now are.
async function applyAnswer(deps: ApiDeps, userId: string, asSeeker: boolean, decided: Decided | null, extra: { limitReached?: boolean; notice?: Said } = {}): Promise<ApplyAnswer> {
  const match = decided?.events.find((e) => e.type === 'MatchMade');
  return {
    limitReached: extra.limitReached ?? false,
    applies: await getApplies(deps.db, userId, asSeeker),
    isMatch: match !== undefined,
    ...(match?.type === 'MatchMade' ? { matchId: matchId(match.data.jobId, match.data.seekerId) } : {}),
    mailRecieverData: decided ? await mailedBy(deps, decided) : [],
    showNotification: (decided?.events.length ?? 0) > 0,
    ...extra.notice,
  };
}

async function applyToJobOf(deps: ApiDeps, user: UserAccount, jobId: string, ctx: CallContext): Answer<'applyHistObject'> {
  const decided = await applyToJob(deps, { jobId, seeker: seekerFacts(user) }, ctx.command);
  // past the free limit nothing is sent: the answer says so (the client offers Pro)
  if (isDomainError(decided) && decided.code === 'ApplyLimitReached') return reply(nothingAppended, () => applyAnswer(deps, user.id, true, null, { limitReached: true }));
  return replyTo(decided, (done) => applyAnswer(deps, user.id, true, done));
}

// Connecting is a recruiter action: a seeker who does it becomes a recruiter.
async function connectOf(deps: ApiDeps, user: UserAccount, input: CallIn<'applyHistObject'>, ctx: CallContext): Answer<'applyHistObject'> {
  const saved = user.lookingforwork ? await saveProfile(deps, { userId: user.id, lookingforwork: false }, ctx.command) : null;
  if (isDomainError(saved)) return replyTo(saved, () => applyAnswer(deps, user.id, false, null));
  const switched = saved;
  const notice = switched?.switchedTo ? said(identityMessages, 'SwitchedToRecruiter') : undefined;
  const decided = await connectToSeeker(deps, { seekerId: input.objectId, jobId: input.jobId ?? null }, ctx.command);
  // a seeker who just switched has no job yet: the answer sends them to My Jobs to post one
  if (switched && isDomainError(decided) && decided.code === 'NoActiveJob') return reply(switched, () => applyAnswer(deps, user.id, false, null, { notice }));
  // the answer waits for the switch too (the account changed)
  const appended = switched && !isDomainError(decided) ? { ...combineAppended(switched, decided), events: decided.events } : decided;
  return replyTo(appended, (done) => applyAnswer(deps, user.id, false, done, { notice }));
}

export async function applyHistObject(deps: ApiDeps, input: CallIn<'applyHistObject'>, ctx: CallContext): Answer<'applyHistObject'> {
  const user = signedIn(ctx);
  return input.histogramType === 'jobs' ? applyToJobOf(deps, user, input.objectId, ctx) : connectOf(deps, user, input, ctx);
}
