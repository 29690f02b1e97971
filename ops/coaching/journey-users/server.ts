import { journeyUsersFeature } from '../../../contracts/coaching/journey-users/feature';
import { defineServerFeature } from '../../server/feature';
import { getPersonalJourneys } from './calls/get-personal-journeys';

// Reads the journey's, the accounts' and the KPIs' read models: no projection of its own.
export const journeyUsersServer = defineServerFeature({
  contract: journeyUsersFeature,
  projections: [],
  migrations: [],
  reads: {},
  calls: { getPersonalJourneys },
});
