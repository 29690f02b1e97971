import { offersCalls } from '@contracts/coaching/offers/calls';
import { api } from '../../../app/api';
import { callEndpoints } from '../../../app/call-endpoints';

const calls = callEndpoints(offersCalls);

// One client's jobs and offers are one tag, their projects another; staff name the client.
const client = (arg: { userId?: string }) => [{ type: 'TalentOffers' as const, id: arg.userId ?? 'me' }];
const changes = { invalidatesTags: (_r: unknown, _e: unknown, arg: { userId?: string }) => client(arg) };
const projects = (arg: { userId?: string }) => [{ type: 'TalentProjects' as const, id: arg.userId ?? 'me' }];

export const offersApi = api.enhanceEndpoints({ addTagTypes: ['TalentOffers', 'TalentProjects'] }).injectEndpoints({
  endpoints: (build) => ({
    getTalentJobsAndOffers: calls.query(build, 'getTalentJobsAndOffers', { providesTags: (_r, _e, arg) => client(arg) }),
    addTalentJob: calls.mutation(build, 'addTalentJob', changes),
    editDeleteTalentJob: calls.mutation(build, 'editDeleteTalentJob', changes),
    getLastTalentJob: calls.query(build, 'getLastTalentJob', { providesTags: (_r, _e, arg) => client(arg) }),
    createEditTalentOffer: calls.mutation(build, 'createEditTalentOffer', changes),
    talentSignedOffer: calls.mutation(build, 'talentSignedOffer', changes),
    getTalentProjects: calls.query(build, 'getTalentProjects', { providesTags: (_r, _e, arg) => projects(arg) }),
    createEditTalentProject: calls.mutation(build, 'createEditTalentProject', { invalidatesTags: (_r, _e, arg) => projects(arg) }),
  }),
});
