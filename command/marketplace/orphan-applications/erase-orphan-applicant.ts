import type { DeletedAccount } from '../../../contracts/core/ports';
import { decode } from '../../../contracts/events';
import { orphanApplicantStreamId } from '../../../contracts/marketplace/orphan-applications/ids';
import type { CommandDeps } from '../../core/deps';

// With a deleted account goes what its person sent before having one: the applicant id linked to it
// (the log's OrphanApplicantRegistered, on the stream of the account's address) has its key erased,
// and the CVs sent under it are removed. Repeating it changes nothing.
export async function eraseOrphanApplicant(deps: CommandDeps, account: DeletedAccount): Promise<void> {
  const events = (await deps.store.readStream(orphanApplicantStreamId(account.email))).flatMap((e) => decode(e) ?? []);
  const linked = new Set(events.flatMap((e) => (e.type === 'OrphanApplicantRegistered' && e.data.seekerId === account.userId ? [e.data.applicantId] : [])));
  const resumes = events.flatMap((e) => (e.type === 'OrphanApplicationSubmitted' && linked.has(e.data.applicantId) ? [e.data.resume.id] : []));
  for (const applicantId of linked) await deps.personalData.erase(applicantId);
  for (const id of resumes) await deps.uploads.remove(id);
}
