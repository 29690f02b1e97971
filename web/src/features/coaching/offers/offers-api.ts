import { offersCalls } from '@contracts/coaching/offers/calls';
import { api } from '../../../app/api';
import { callEndpoints } from '../../../app/call-endpoints';
import { follow, providedBy } from '../journey/client-changes';
import { offersChanged } from '../journey/journey-changes';
import { jobsAndOffersView, lastJobView, projectsView } from './offers-changes';

const calls = callEndpoints(offersCalls);

// One client's jobs and offers are one tag, their projects another; staff name the client.
const client = (arg: { userId?: string }) => [{ type: 'TalentOffers' as const, id: arg.userId ?? 'me' }, { type: 'TalentLastJob' as const, id: arg.userId ?? 'me' }];
const changes = { invalidatesTags: (_r: unknown, _e: unknown, arg: { userId?: string }) => client(arg) };
const projects = (arg: { userId?: string }) => [{ type: 'TalentProjects' as const, id: arg.userId ?? 'me' }];

export const offersApi = api.enhanceEndpoints({ addTagTypes: ['TalentOffers', 'TalentLastJob', 'TalentProjects'] }).injectEndpoints({
  endpoints: (build) => ({
    // whoever changes the client's jobs, offers or projects, here or elsewhere, patches them
    getTalentJobsAndOffers: calls.query(build, 'getTalentJobsAndOffers', { providesTags: providedBy(jobsAndOffersView), onCacheEntryAdded: follow(jobsAndOffersView, [offersChanged]) }),
    addTalentJob: calls.mutation(build, 'addTalentJob', changes),
    editDeleteTalentJob: calls.mutation(build, 'editDeleteTalentJob', changes),
    getLastTalentJob: calls.query(build, 'getLastTalentJob', { providesTags: providedBy(lastJobView), onCacheEntryAdded: follow(lastJobView, [offersChanged]) }),
    createEditTalentOffer: calls.mutation(build, 'createEditTalentOffer', changes),
    talentSignedOffer: calls.mutation(build, 'talentSignedOffer', changes),
    getTalentProjects: calls.query(build, 'getTalentProjects', { providesTags: providedBy(projectsView), onCacheEntryAdded: follow(projectsView, [offersChanged]) }),
    createEditTalentProject: calls.mutation(build, 'createEditTalentProject', { invalidatesTags: (_r, _e, arg) => projects(arg) }),
  }),
});
