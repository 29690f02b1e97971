import { checkOnboardingData as checkData } from '../../../../command/coaching/onboarding/onboarding-commands';
import { replyTo, subject, type Answer, type ApiDeps, type CallContext, type CallIn } from '../../../server/feature';
import { journeyOf } from '../../journey/answers';
import { onboardingOf } from '../answers';

export async function checkOnboardingData(deps: ApiDeps, input: CallIn<'checkOnboardingData'>, ctx: CallContext): Answer<'checkOnboardingData'> {
  const userId = subject(ctx);
  const done = await checkData(deps, { userId, fields: input.data }, ctx.command);
  return replyTo(done, async () => {
    const [onboarding, personaljourney] = await Promise.all([onboardingOf(deps, userId), journeyOf(deps, userId)]);
    return { onboarding, personaljourney };
  });
}
