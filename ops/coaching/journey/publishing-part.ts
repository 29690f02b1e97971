import type { z } from 'zod';
import type { publishingPartSchema } from '../../../contracts/coaching/journey/calls';
import { journeyPublishingFor } from '../documents/cv-links';
import type { ApiDeps } from '../../server/feature';

// The composition point of getPersonalJourneyData: the client's combined read (coaching/documents'
// getJourneyPublishing: CVs, cover letters, the publication's state, cycles, the publish data and
// the approve dialog's start dates), read from their read models.
export async function publishingPartOf(deps: ApiDeps, userId: string): Promise<z.infer<typeof publishingPartSchema>> {
  return journeyPublishingFor(deps, userId);
}
