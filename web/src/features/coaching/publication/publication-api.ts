import { publicationCalls } from '@contracts/coaching/publication/calls';
import { api } from '../../../app/api';
import { callEndpoints } from '../../../app/call-endpoints';
import { mutation } from '../documents/documents-api';

const calls = callEndpoints(publicationCalls);

// Every change answers the client's combined read (getJourneyPublishing, coaching/documents), whose
// tag it invalidates with the grid's.
export const publicationApi = api.enhanceEndpoints({ addTagTypes: ['Publishing', 'PublishGrid'] }).injectEndpoints({
  endpoints: (build) => ({
    sendPersonalJourneyTest: calls.mutation(build, 'sendPersonalJourneyTest', mutation),
    startPersonalJourneyPublish: calls.mutation(build, 'startPersonalJourneyPublish', mutation),
    approvePublish: calls.mutation(build, 'approvePublish', mutation),
    declinePublish: calls.mutation(build, 'declinePublish', mutation),
    pausePublish: calls.mutation(build, 'pausePublish', mutation),
    newPersonalJourneyPublish: calls.mutation(build, 'newPersonalJourneyPublish', mutation),
    updatePersonalJourneyPublish: calls.mutation(build, 'updatePersonalJourneyPublish', mutation),
    changeAutoPutOnPublishList: calls.mutation(build, 'changeAutoPutOnPublishList', mutation),
    simulatePublish: calls.mutation(build, 'simulatePublish'),
  }),
});
