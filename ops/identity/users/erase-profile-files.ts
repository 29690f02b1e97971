import type { DeletedAccount } from '../../../contracts/core/ports';
import { userStreamId } from '../../../contracts/identity/users/ids';
import type { ApiDeps } from '../../server/feature';

// Every resume and picture ever kept for the account leaves storage with it. The ids are read from
// the account's own events, which keep them in the clear (only a file's name is personal), so this
// works after the personal data is gone and again when a deletion is retried.
export async function eraseProfileFiles(deps: ApiDeps, account: DeletedAccount): Promise<void> {
  for (const event of await deps.store.readStream(userStreamId(account.userId))) {
    const data = event.data as { resume?: { id?: unknown }; avatar?: { id?: unknown } };
    const file = event.type === 'ResumeUploaded' ? data.resume : event.type === 'AvatarSet' ? data.avatar : undefined;
    if (typeof file?.id === 'string') await deps.uploads.remove(file.id);
  }
}
