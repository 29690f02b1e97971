import type { ApiDeps } from '../../server/feature';
import { journeyPublishingFor } from './cv-links';

// What every change to a client's CVs, cover letters and publication answers: getJourneyPublishing
// as it now is, which the caller's screens (and the other side's, told live) take as they are.
export const publishAnswer = (deps: ApiDeps, userId: string) => journeyPublishingFor(deps, userId);
