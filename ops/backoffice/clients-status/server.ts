import { clientsStatusFeature } from '../../../contracts/backoffice/clients-status/feature';
import { clientStatusProjection } from '../../../projections/backoffice/clients-status/client-status.projection';
import { personalJourneyProjection } from '../../../projections/coaching/journey/personal-journey.projection';
import { historyEntryProjection } from '../../../projections/core/history-entry.projection';
import { defineServerFeature } from '../../server/feature';
import { editClientsData } from './calls/edit-clients-data';
import { clientsCsv, getSynamediaClientsData } from './calls/get-synamedia-clients-data';

export const clientsStatusServer = defineServerFeature({
  contract: clientsStatusFeature,
  projections: [clientStatusProjection],
  migrations: [],
  // the table answered, the journey's screens and its history
  reads: { editClientsData: [clientStatusProjection, personalJourneyProjection, historyEntryProjection] },
  calls: { getSynamediaClientsData, editClientsData },
  csv: { getSynamediaClientsData: clientsCsv },
});
