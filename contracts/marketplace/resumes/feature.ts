import { defineFeature, tableTypes } from '../../core/feature';
import type { ResumeTables } from './tables';

// The resume read model recruiters search (getHistogramObjects with histogramType resumes, a call
// of marketplace/jobs): built from the account, profile and promotion events; no calls or events of
// its own.
export const resumesFeature = defineFeature({
  name: 'marketplace/resumes',
  calls: {},
  access: {},
  events: {},
  live: {},
  errors: {},
  streams: [],
  tables: tableTypes<ResumeTables>(),
});
