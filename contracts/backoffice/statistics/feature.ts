import { defineEvents } from '../../core/events';
import { defineFeature, tableTypes } from '../../core/feature';
import { statisticsAccess } from './access';
import { statisticsCalls } from './calls';
import { statisticsMessages } from './messages';
import type { StatisticsTables } from './tables';

// The staff's statistics and main dashboard: counters folded from every feature's events; no
// streams of its own.
export const statisticsFeature = defineFeature({
  name: 'backoffice/statistics',
  calls: statisticsCalls,
  access: statisticsAccess,
  events: defineEvents({}),
  live: {},
  errors: {},
  messages: statisticsMessages,
  streams: [],
  tables: tableTypes<StatisticsTables>(),
});
