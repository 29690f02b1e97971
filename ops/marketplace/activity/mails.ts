import type { PairPerson } from '../../../query/marketplace/activity/pair-people';
import type { TemplatedMail } from '../../mail/send-mail';

type Mail = Omit<TemplatedMail, 'key'>;

export const newApplicantMail = (recruiter: PairPerson, seekerName: string, jobTitle: string, link: string): Mail => ({
  template: 'new-applicant',
  to: { email: recruiter.email, userId: recruiter.id },
  variables: { recruiterName: recruiter.first_name, seekerName, jobTitle, link },
});

export const matchMail = (to: PairPerson, otherName: string, jobTitle: string, link: string): Mail => ({
  template: 'match',
  to: { email: to.email, userId: to.id },
  variables: { name: to.first_name, otherName, jobTitle, link },
});

// Who hears of a decision by mail (the reactions send it): a match mails both people; an
// application that did not match at once, the recruiter.
export const mailedRoles = (events: readonly { type: string }[]): readonly ('recruiter' | 'seeker')[] =>
  events.some((e) => e.type === 'MatchMade') ? ['recruiter', 'seeker'] : events.some((e) => e.type === 'ApplicationSubmitted') ? ['recruiter'] : [];
