import { partnersFeature } from '../../../contracts/backoffice/partners/feature';
import { partnerClientProjection } from '../../../projections/backoffice/partners/partner-client.projection';
import { defineServerFeature } from '../../server/feature';
import { addSynamediaQuota, approveSynamediaClient, assignPartnerClient, getSynamediaClients, updateSynamediaClientData, updateSynamediaEmailsList } from './calls/first-partner';
import { getBflUserPermissions, getSynamediaUserPermissions } from './calls/permissions';
import { getBflClients, updateBflClientData, updateBflEmailsList } from './calls/second-partner';

const reads = [partnerClientProjection];

export const partnersServer = defineServerFeature({
  contract: partnersFeature,
  projections: [partnerClientProjection],
  migrations: [],
  reads: {
    approveSynamediaClient: reads,
    updateSynamediaClientData: reads,
    updateSynamediaEmailsList: reads,
    addSynamediaQuota: reads,
    assignPartnerClient: reads,
    updateBflClientData: reads,
    updateBflEmailsList: reads,
  },
  calls: { getSynamediaUserPermissions, getBflUserPermissions, getSynamediaClients, approveSynamediaClient, updateSynamediaClientData, updateSynamediaEmailsList, addSynamediaQuota, assignPartnerClient, getBflClients, updateBflClientData, updateBflEmailsList },
});
