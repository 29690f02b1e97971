import { systemCalls } from '@contracts/backoffice/system/calls';
import { api } from '../../../app/api';
import { callEndpoints } from '../../../app/call-endpoints';

// The staff screens that use these are not built yet; the endpoints are ready for them.
const system = callEndpoints(systemCalls);

export const systemApi = api.injectEndpoints({
  endpoints: (build) => ({
    getProjectionStatus: system.query(build, 'getProjectionStatus'),
    replayProjection: system.mutation(build, 'replayProjection'),
  }),
});
