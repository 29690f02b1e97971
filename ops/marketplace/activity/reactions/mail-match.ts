import { nameOf, pairPeople } from '../../../../query/marketplace/activity/pair-people';
import { sendTemplatedMail } from '../../../mail/send-mail';
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
      matchMail(seeker, nameOf(recruiter), title, `${deps.publicUrl}/activity/matchesCan`),
      matchMail(recruiter, nameOf(seeker), title, `${deps.publicUrl}/activity/matchesRec`),
    ];
    for (const mail of mails) await sendTemplatedMail(deps, { ...mail, key: `${ctx.key}:${mail.to.email}` });
  },
});
