import { defineEvents } from '../../core/events';
import { defineFeature, tableTypes } from '../../core/feature';
import { defineMessages } from '../../core/messages';
import { placesAccess } from './access';
import { placesCalls } from './calls';

// Places and tags: reads over the jobs' read model and the built-in places, no streams of their own.
// The offline gazetteer the location autocomplete searches is gazetteer.ts.
export const placesFeature = defineFeature({
  name: 'marketplace/places',
  calls: placesCalls,
  access: placesAccess,
  events: defineEvents({}),
  live: {},
  errors: {},
  messages: defineMessages({}),
  streams: [],
  tables: tableTypes<object>(),
});
