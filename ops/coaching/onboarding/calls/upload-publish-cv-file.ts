import { recordCvFile } from '../../../../command/coaching/onboarding/onboarding-commands';
import { isDomainError } from '../../../../contracts/core/errors';
import { said } from '../../../../contracts/core/messages';
import { onboardingMessages } from '../../../../contracts/coaching/onboarding/messages';
import { replyTo, subject, type Answer, type ApiDeps, type CallContext, type CallIn } from '../../../server/feature';
import { journeyOf } from '../../journey/answers';
import { onboardingOf } from '../answers';

// The file is kept, then recorded; the one it replaces is removed once the new one is recorded,
// and the new one if the record is refused.
export async function uploadPublishCVFile(deps: ApiDeps, input: CallIn<'uploadPublishCVFile'>, ctx: CallContext): Answer<'uploadPublishCVFile'> {
  const userId = subject(ctx);
  const kept = await deps.uploads.save(input.file, { ownerId: userId, now: deps.clock() });
  const recorded = await recordCvFile(deps, { userId, fileId: kept.id, name: kept.name, kind: kept.kind, size: kept.size, isOnboarding: input.isOnboarding === 'true' }, ctx.command);
  if (isDomainError(recorded)) await deps.uploads.remove(kept.id);
  else if (recorded.replaced) await deps.uploads.remove(recorded.replaced);
  return replyTo(recorded, async () => ({
    personaljourney: await journeyOf(deps, userId),
    onboarding: await onboardingOf(deps, userId),
    ...said(onboardingMessages, 'OnboardingCvUploaded'),
  }));
}
