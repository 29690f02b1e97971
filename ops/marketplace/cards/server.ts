import { cardsFeature } from '../../../contracts/marketplace/cards/feature';
import { cardStatsProjection } from '../../../projections/marketplace/cards/card-stats.projection';
import { defineServerFeature } from '../../server/feature';
import { getJobWatchStats } from './calls/get-job-watch-stats';
import { getSearchLinks } from './calls/get-search-links';
import { recordSearch } from './calls/record-search';
import { watchJob } from './calls/watch-job';

export const cardsServer = defineServerFeature({
  contract: cardsFeature,
  projections: [cardStatsProjection],
  migrations: [],
  // the counters are up to date when the answer comes (the owner's stats, the footer)
  reads: { watchJob: [cardStatsProjection], recordSearch: [cardStatsProjection] },
  calls: { watchJob, getJobWatchStats, recordSearch, getSearchLinks },
});
