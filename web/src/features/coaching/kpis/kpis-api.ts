import { kpiCalls } from '@contracts/coaching/kpis/calls';
import { api } from '../../../app/api';
import { callEndpoints } from '../../../app/call-endpoints';
import { follow, providedBy } from '../journey/client-changes';
import { kpisChanged } from '../journey/journey-changes';
import { kpisView } from './kpis-changes';

const kpis = callEndpoints(kpiCalls);
const KPIS = 'Kpis';

export const kpisApi = api.enhanceEndpoints({ addTagTypes: [KPIS, 'Journey'] }).injectEndpoints({
  endpoints: (build) => ({
    // read again once the KPI read model has a change to the client (kpis.changed), whoever made it
    getKpisData: kpis.query(build, 'getKpisData', { providesTags: (result, error, arg) => [...providedBy<typeof KPIS>(kpisView)(result, error, arg), 'Journey'], onCacheEntryAdded: follow(kpisView, [kpisChanged]) }),
    getClientsNeedingAttention: kpis.query(build, 'getClientsNeedingAttention', { providesTags: [KPIS] }),
  }),
});
