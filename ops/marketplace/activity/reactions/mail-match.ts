import { nameOf, pairPeople } from '../../../../query/marketplace/activity/pair-people';
import { defineReaction } from '../../../tasks/reaction';
import { matchMail } from '../mails';

// Both people hear of their match by mail, each with the other's name and a link to their matches.
export const mailMatch = defineReaction({
  name: 'mail-match',
  on: ['MatchMade'],
  async react(deps, event, ctx) {
    const { seeker, recruiter, jobTitle } = await pairPeople(deps.db, event.data);
    if (!seeker || !recruiter) return;
    const title = jobTitle ?? 'your job';
    const mails = [
      matchMail(seeker.email, seeker.first_name, nameOf(recruiter), title, `${deps.publicUrl}/activity/matchesCan`, deps.siteName),
      matchMail(recruiter.email, recruiter.first_name, nameOf(seeker), title, `${deps.publicUrl}/activity/matchesRec`, deps.siteName),
    ];
    for (const mail of mails) await deps.mailer.send({ ...mail, key: `${ctx.key}:${mail.to}` });
  },
});
