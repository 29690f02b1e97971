import { defineFeature, tableTypes } from '../../core/feature';
import { journeyUsersAccess } from './access';
import { journeyUsersCalls } from './calls';

// The {product} users list: the brand's journey users searched and filtered, each opening their
// journey. It reads the journey's and the KPIs' read models; it keeps none of its own.
export const journeyUsersFeature = defineFeature({
  name: 'coaching/journey-users',
  calls: journeyUsersCalls,
  access: journeyUsersAccess,
  events: {},
  live: {},
  errors: {},
  streams: [],
  tables: tableTypes<object>(),
});
