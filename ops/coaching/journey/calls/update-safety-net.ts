import type { Answer, ApiDeps, CallContext, CallIn } from '../../../server/feature';
import { changeJourney } from '../answers';

export async function updateSafetyNet(deps: ApiDeps, input: CallIn<'updateSafetyNet'>, ctx: CallContext): Answer<'updateSafetyNet'> {
  const { safetyNetActive, safetyNetExpireDate } = input.newData;
  return changeJourney(deps, ctx, { type: 'UpdateSafetyNet', active: safetyNetActive, ...(safetyNetExpireDate !== undefined ? { expireDate: safetyNetExpireDate } : {}) });
}
