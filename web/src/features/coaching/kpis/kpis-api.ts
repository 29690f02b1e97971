import { kpiCalls } from '@contracts/coaching/kpis/calls';
import { api } from '../../../app/api';
import { callEndpoints } from '../../../app/call-endpoints';
import { follow, providedBy } from '../journey/client-changes';
import { kpisChanged } from '../journey/journey-changes';
import { forPickedClient } from '../journey/picked-client';
import { kpisView } from './kpis-changes';

const kpis = callEndpoints(kpiCalls);
const KPIS = 'Kpis';

export const kpisApi = api.enhanceEndpoints({ addTagTypes: [KPIS] }).injectEndpoints({
  endpoints: (build) => ({
    // computed when read, so no command's answer can patch it: read again once the KPI read model
    // has a change to the client (kpis.changed), whoever made it, and only while it is shown
    getKpisData: kpis.query(build, 'getKpisData', { providesTags: providedBy(kpisView), onCacheEntryAdded: follow(kpisView, [kpisChanged]) }),
    getClientsNeedingAttention: kpis.query(build, 'getClientsNeedingAttention', { providesTags: [KPIS] }),
  }),
});

export const useGetKpisDataQuery = forPickedClient(kpisApi.useGetKpisDataQuery);
