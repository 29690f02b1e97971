import { subject, type Answer, type ApiDeps, type CallContext, type CallIn } from '../../../server/feature';
import { onboardingOf } from '../answers';

export async function getOnboarding(deps: ApiDeps, _input: CallIn<'getOnboarding'>, ctx: CallContext): Answer<'getOnboarding'> {
  return { onboarding: await onboardingOf(deps, subject(ctx)) };
}
