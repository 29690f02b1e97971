import type { DeletedAccount } from '../../../contracts/core/ports';
import { onboardingStreamId } from '../../../contracts/coaching/onboarding/ids';
import type { ApiDeps } from '../../server/feature';

// Every CV file the client ever uploaded leaves storage with the account, replaced ones kept for
// mailed links included (the list of CVs that publishing mails from names the same files). The ids are read from the onboarding's own events,
// which keep them in the clear (only a file's name is personal), so this works after the personal
// data is gone and again when a deletion is retried.
export async function eraseCvFiles(deps: ApiDeps, account: DeletedAccount): Promise<void> {
  for (const event of await deps.store.readStream(onboardingStreamId(account.userId))) {
    const fileId = event.type === 'OnboardingCvUploaded' ? (event.data as { fileId?: unknown }).fileId : undefined;
    if (typeof fileId === 'string') await deps.uploads.remove(fileId);
  }
}
