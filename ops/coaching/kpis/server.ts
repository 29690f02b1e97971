import { kpisFeature } from '../../../contracts/coaching/kpis/feature';
import { kpiProjection } from '../../../projections/coaching/kpis/kpi.projection';
import { defineServerFeature } from '../../server/feature';
import { getClientsNeedingAttention } from './calls/get-clients-needing-attention';
import { getKpisData } from './calls/get-kpis-data';

export const kpisServer = defineServerFeature({
  contract: kpisFeature,
  projections: [kpiProjection],
  migrations: [],
  reads: {},
  calls: { getKpisData, getClientsNeedingAttention },
});
