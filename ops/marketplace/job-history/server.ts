import { jobHistoryFeature } from '../../../contracts/marketplace/job-history/feature';
import { historyEntryProjection } from '../../../projections/core/history-entry.projection';
import { defineServerFeature } from '../../server/feature';
import { getJobAt } from './calls/get-job-at';
import { getJobHistory } from './calls/get-job-history';

export const jobHistoryServer = defineServerFeature({
  contract: jobHistoryFeature,
  // the history entries of every feature's `history` streams: registered by their first reader
  projections: [historyEntryProjection],
  migrations: [],
  reads: {},
  calls: { getJobHistory, getJobAt },
});
