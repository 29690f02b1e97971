import { offersCalls } from '@contracts/coaching/offers/calls';
import { api } from '../../../app/api';
import { callEndpoints } from '../../../app/call-endpoints';
import { answers, follow, providedBy } from '../journey/client-changes';
import { offersChanged } from '../journey/journey-changes';
import { forPickedClient } from '../journey/picked-client';
import { jobsAndOffersView, lastJobView, projectsView } from './offers-changes';

const calls = callEndpoints(offersCalls);

// each command's answer patches the client's jobs, offers, projects, tracker and journey, as its
// live message does on the other side
const told = (call: keyof typeof offersCalls) => answers(offersChanged, call);

export const offersApi = api.enhanceEndpoints({ addTagTypes: ['TalentOffers', 'TalentLastJob', 'TalentProjects'] }).injectEndpoints({
  endpoints: (build) => ({
    // whoever changes the client's jobs, offers or projects, here or elsewhere, patches them
    getTalentJobsAndOffers: calls.query(build, 'getTalentJobsAndOffers', { providesTags: providedBy(jobsAndOffersView), onCacheEntryAdded: follow(jobsAndOffersView, [offersChanged]) }),
    addTalentJob: calls.mutation(build, 'addTalentJob', told('addTalentJob')),
    editDeleteTalentJob: calls.mutation(build, 'editDeleteTalentJob', told('editDeleteTalentJob')),
    getLastTalentJob: calls.query(build, 'getLastTalentJob', { providesTags: providedBy(lastJobView), onCacheEntryAdded: follow(lastJobView, [offersChanged]) }),
    createEditTalentOffer: calls.mutation(build, 'createEditTalentOffer', told('createEditTalentOffer')),
    talentSignedOffer: calls.mutation(build, 'talentSignedOffer', told('talentSignedOffer')),
    getTalentProjects: calls.query(build, 'getTalentProjects', { providesTags: providedBy(projectsView), onCacheEntryAdded: follow(projectsView, [offersChanged]) }),
    createEditTalentProject: calls.mutation(build, 'createEditTalentProject', told('createEditTalentProject')),
  }),
});

export const useGetTalentJobsAndOffersQuery = forPickedClient(offersApi.useGetTalentJobsAndOffersQuery);
export const useGetLastTalentJobQuery = forPickedClient(offersApi.useGetLastTalentJobQuery);
export const useGetTalentProjectsQuery = forPickedClient(offersApi.useGetTalentProjectsQuery);
