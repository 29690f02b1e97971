import type { Answer, ApiDeps, CallContext, CallIn } from '../../../server/feature';
import { changeJourney } from '../answers';

export async function finishPersonalJourneyStep(deps: ApiDeps, input: CallIn<'finishPersonalJourneyStep'>, ctx: CallContext): Answer<'finishPersonalJourneyStep'> {
  return changeJourney(deps, ctx, { type: 'FinishStep', ...(input.step !== undefined ? { step: input.step } : {}) });
}
