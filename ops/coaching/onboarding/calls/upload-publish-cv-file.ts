import { keepMailedCvFile, recordCvFile } from '../../../../command/coaching/onboarding/onboarding-commands';
import { isDomainError } from '../../../../contracts/core/errors';
import { said } from '../../../../contracts/core/messages';
import { onboardingMessages } from '../../../../contracts/coaching/onboarding/messages';
import { replyTo, subject, type Answer, type ApiDeps, type CallContext, type CallIn } from '../../../server/feature';
import { journeyAndPublishingOf } from '../../journey/answers';
import { onboardingOf } from '../answers';

// The file is saved, then recorded; the new one is removed if the record is refused. The one it
// replaces stays while a mail's link to it may still open (the remove-expired-cv-files task removes
// it after), and is removed at once when no mail can have linked it.
export async function uploadPublishCVFile(deps: ApiDeps, input: CallIn<'uploadPublishCVFile'>, ctx: CallContext): Answer<'uploadPublishCVFile'> {
  const userId = subject(ctx);
  const saved = await deps.uploads.save(input.file, { ownerId: userId, now: deps.clock() });
  const recorded = await recordCvFile(deps, { userId, fileId: saved.id, name: saved.name, kind: saved.kind, size: saved.size, isOnboarding: input.isOnboarding === 'true' }, ctx.command);
  if (isDomainError(recorded)) await deps.uploads.remove(saved.id);
  else if (recorded.replaced) {
    const replaced = await keepMailedCvFile(deps, { userId, fileId: recorded.replaced }, ctx.command);
    if (!isDomainError(replaced) && !replaced.kept) await deps.uploads.remove(recorded.replaced);
  }
  return replyTo(recorded, async () => {
    const [{ personaljourney, publishing }, onboarding] = await Promise.all([journeyAndPublishingOf(deps, userId), onboardingOf(deps, userId)]);
    return { personaljourney, ...publishing, onboarding, ...said(onboardingMessages, 'OnboardingCvUploaded') };
  });
}
