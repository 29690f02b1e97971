import { recordResume } from '../../../../command/identity/users/profile-files';
import { isDomainError } from '../../../../contracts/core/errors';
import { said } from '../../../../contracts/core/messages';
import { identityMessages } from '../../../../contracts/identity/users/messages';
import { tagsInText } from '../../../../query/identity/users/tags-in-text';
import { replyTo, signedIn, type Answer, type ApiDeps, type CallContext, type CallIn } from '../../../server/feature';
import { resumeReader } from '../../../uploads/resume-text';
import { userDataOf } from '../answers';

// The file is read on the reader's worker thread, kept, then recorded; the one it replaces is
// deleted once the new one is recorded, and the new one if the record fails.
export async function uploadResumeR(deps: ApiDeps, input: CallIn<'uploadResumeR'>, ctx: CallContext): Answer<'uploadResumeR'> {
  const userId = signedIn(ctx).id;
  // a file that cannot be read (a legacy .doc, a broken one) is kept all the same, and the answer says so
  const { text } = await resumeReader.read(input.file.kind, input.file.bytes);
  const description = text ? text : null;
  const suggestedTags = description ? await tagsInText(deps.db, description) : [];
  const kept = await deps.uploads.save(input.file, { ownerId: userId, now: deps.clock() });
  const { ownerId: _owner, ...resume } = kept;
  const recorded = await recordResume(deps, { userId, resume, description, suggestedTags }, ctx.command);
  if (isDomainError(recorded)) await deps.uploads.remove(kept.id);
  else if (recorded.replaced) await deps.uploads.remove(recorded.replaced);
  return replyTo(recorded, async () => ({
    userData: await userDataOf(deps, userId),
    readable: description !== null,
    ...said(identityMessages, description !== null ? 'ResumeUploaded' : 'ResumeUnreadable'),
  }));
}
