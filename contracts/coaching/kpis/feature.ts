import { defineEvents } from '../../core/events';
import { defineFeature, tableTypes } from '../../core/feature';
import { kpiAccess } from './access';
import { kpiCalls } from './calls';
import { kpisLive } from './live';
import { kpiMessages } from './messages';
import type { KpiTables } from './tables';

// KPIs for clients and analysts, the need-attention flags for staff: read models folded from the
// journey's and publishing's events (and the interviews' and offers'); no streams of its own.
export const kpisFeature = defineFeature({
  name: 'coaching/kpis',
  calls: kpiCalls,
  access: kpiAccess,
  events: defineEvents({}),
  live: kpisLive,
  errors: {},
  messages: kpiMessages,
  streams: [],
  tables: tableTypes<KpiTables>(),
});
