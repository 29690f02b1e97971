import { kpiCalls } from '@contracts/coaching/kpis/calls';
import { api } from '../../../app/api';
import { callEndpoints } from '../../../app/call-endpoints';

const kpis = callEndpoints(kpiCalls);
const KPIS = 'Kpis';

export const kpisApi = api.enhanceEndpoints({ addTagTypes: [KPIS, 'Journey'] }).injectEndpoints({
  endpoints: (build) => ({
    // a change to the journey (its tag) may change the KPIs
    getKpisData: kpis.query(build, 'getKpisData', { providesTags: [KPIS, 'Journey'] }),
    getClientsNeedingAttention: kpis.query(build, 'getClientsNeedingAttention', { providesTags: [KPIS] }),
  }),
});
