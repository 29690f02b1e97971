import { publicationCalls } from '@contracts/coaching/publication/calls';
import { api } from '../../../app/api';
import { callEndpoints } from '../../../app/call-endpoints';
import { publishingAnswer } from '../documents/documents-api';

const calls = callEndpoints(publicationCalls);

// Every change answers the client's combined read (getJourneyPublishing, coaching/documents), which
// the answer patches (publishingAnswer).
export const publicationApi = api.enhanceEndpoints({ addTagTypes: ['Publishing', 'PublishGrid'] }).injectEndpoints({
  endpoints: (build) => ({
    sendPersonalJourneyTest: calls.mutation(build, 'sendPersonalJourneyTest', publishingAnswer('sendPersonalJourneyTest')),
    startPersonalJourneyPublish: calls.mutation(build, 'startPersonalJourneyPublish', publishingAnswer('startPersonalJourneyPublish')),
    approvePublish: calls.mutation(build, 'approvePublish', publishingAnswer('approvePublish')),
    declinePublish: calls.mutation(build, 'declinePublish', publishingAnswer('declinePublish')),
    pausePublish: calls.mutation(build, 'pausePublish', publishingAnswer('pausePublish')),
    newPersonalJourneyPublish: calls.mutation(build, 'newPersonalJourneyPublish', publishingAnswer('newPersonalJourneyPublish')),
    updatePersonalJourneyPublish: calls.mutation(build, 'updatePersonalJourneyPublish', publishingAnswer('updatePersonalJourneyPublish')),
    changeAutoPutOnPublishList: calls.mutation(build, 'changeAutoPutOnPublishList', publishingAnswer('changeAutoPutOnPublishList')),
    simulatePublish: calls.mutation(build, 'simulatePublish'),
  }),
});
