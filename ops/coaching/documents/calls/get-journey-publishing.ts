import { subject, type Answer, type ApiDeps, type CallContext, type CallIn } from '../../../server/feature';
import { journeyPublishingFor } from '../cv-links';

export async function getJourneyPublishing(deps: ApiDeps, _input: CallIn<'getJourneyPublishing'>, ctx: CallContext): Answer<'getJourneyPublishing'> {
  return journeyPublishingFor(deps, subject(ctx));
}
