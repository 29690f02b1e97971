import { recruiterContactsCalls } from '@contracts/coaching/recruiter-contacts/calls';
import { api } from '../../../app/api';
import { callEndpoints } from '../../../app/call-endpoints';

const calls = callEndpoints(recruiterContactsCalls);

export const recruiterContactsApi = api.enhanceEndpoints({ addTagTypes: ['RecruiterContacts'] }).injectEndpoints({
  endpoints: (build) => ({
    getRecruiterContacts: calls.query(build, 'getRecruiterContacts', { providesTags: ['RecruiterContacts'] }),
    addRecruiterContact: calls.mutation(build, 'addRecruiterContact', { invalidatesTags: ['RecruiterContacts'] }),
    importRecruiterContacts: calls.mutation(build, 'importRecruiterContacts', { invalidatesTags: ['RecruiterContacts'] }),
    removeRecruiterContact: calls.mutation(build, 'removeRecruiterContact', { invalidatesTags: ['RecruiterContacts'] }),
  }),
});
