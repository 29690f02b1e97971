import type { DecodedEvent } from '../../../../contracts/events';
import { nameOf, pairPeople } from '../../../../query/marketplace/activity/pair-people';
import type { ApiDeps } from '../../../server/feature';
import { sendTemplatedMail } from '../../../mail/send-mail';
import { defineReaction } from '../../../tasks/reaction';
import { newApplicantMail } from '../mails';

// The decision that submitted the application appended MatchMade right after it, at the same moment.
async function matchedAtOnce(deps: ApiDeps, event: DecodedEvent<'ApplicationSubmitted'>): Promise<boolean> {
  const [next] = await deps.store.readStream(event.streamId, { fromVersion: event.streamPosition + 1 });
  return next?.type === 'MatchMade' && next.data.matchedAt === event.data.appliedAt;
}

// The recruiter hears of a new applicant by mail. An application that matched at once is told by
// the match mails alone; one sent without an account by mail-orphan-applicant (no seeker account).
export const mailNewApplicant = defineReaction({
  name: 'mail-new-applicant',
  on: ['ApplicationSubmitted'],
  async react(deps, event, ctx) {
    if (await matchedAtOnce(deps, event)) return;
    const { seeker, recruiter, jobTitle } = await pairPeople(deps.db, event.data);
    if (!seeker || !recruiter) return;
    const mail = newApplicantMail(recruiter, nameOf(seeker), jobTitle ?? 'your job', `${deps.publicUrl}/activity/applicants`);
    await sendTemplatedMail(deps, { ...mail, key: `${ctx.key}:${recruiter.email}` });
  },
});
