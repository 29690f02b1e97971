import type { offersCalls } from '@contracts/coaching/offers/calls';
import type { OffersChangedMessage } from '@contracts/coaching/offers/live';
import type { CallOutput } from '@contracts/core/call';
import { clientView } from '../journey/client-changes';

type JobsAndOffers = CallOutput<typeof offersCalls.getTalentJobsAndOffers>;
type LastJob = CallOutput<typeof offersCalls.getLastTalentJob>;
type Projects = CallOutput<typeof offersCalls.getTalentProjects>;

// getTalentJobsAndOffers: the job calls answer every job, the offer calls every offer, a signature both.
export const jobsAndOffersView = clientView<JobsAndOffers, OffersChangedMessage>('getTalentJobsAndOffers', 'TalentOffers', (draft, change) => {
  switch (change.call) {
    case 'addTalentJob':
    case 'editDeleteTalentJob':
      draft.talentJobs = change.answer.talentJobs;
      return;
    case 'createEditTalentOffer':
      draft.talentOffers = change.answer.talentOffers;
      return;
    case 'talentSignedOffer':
      draft.talentJobs = change.answer.talentJobs;
      draft.talentOffers = change.answer.talentOffers;
      return;
    default:
      return;
  }
});

// getLastTalentJob: the jobs come latest first, as the last job is chosen.
export const lastJobView = clientView<LastJob, OffersChangedMessage>('getLastTalentJob', 'TalentLastJob', (draft, change) => {
  if (change.call === 'addTalentJob' || change.call === 'editDeleteTalentJob' || change.call === 'talentSignedOffer') draft.talentJob = change.answer.talentJobs[0] ?? null;
});

// getTalentProjects: a project saved answers every project.
export const projectsView = clientView<Projects, OffersChangedMessage>('getTalentProjects', 'TalentProjects', (draft, change) => {
  if (change.call === 'createEditTalentProject') draft.talentProjects = change.answer.talentProjects;
});
