import { isDomainError, type DomainError } from '../../../contracts/core/errors';
import type { UploadedFile } from '../../../contracts/core/uploads';
import { jobStreamId } from '../../../contracts/marketplace/jobs/ids';
import { orphanApplicantStreamId } from '../../../contracts/marketplace/orphan-applications/ids';
import type { CommandContext, CommandDeps } from '../../core/deps';
import { nothingAppended, withConflictRetries, type Appended } from '../../core/handle-command';
import { foldStream, readAll } from '../../core/load-streams';
import { jobFactsFolder } from '../activity/application';
import { orphanDecider } from './decide-orphan';
import { appendOrphanDecision, foldOrphan } from './orphan-stream';

// guestId: the visitor token the CV came with (only that visitor may make the account that keeps it)
export type ApplyWithoutAccount = { file: UploadedFile; email: string; first_name: string; last_name: string; jobId: string; guestId: string | null };
export type AppliedWithoutAccount = Appended & { alreadyApplied: boolean; appliedAt: string };

// A visitor's CV to a job. The file is kept before deciding, so the event can name it, and
// removed again when nothing was appended (a refusal, or the same email applied already).
export async function applyWithoutAccount(deps: CommandDeps, command: ApplyWithoutAccount, ctx: CommandContext): Promise<AppliedWithoutAccount | DomainError> {
  const email = command.email.trim().toLowerCase();
  const orphanId = orphanApplicantStreamId(email);
  const jobId_ = jobStreamId(command.jobId);
  const stored = await deps.uploads.save(command.file, { ownerId: null, now: deps.clock() });
  let kept = false;
  try {
    const result = await withConflictRetries(orphanId, async (): Promise<AppliedWithoutAccount | DomainError> => {
      const read = await readAll(deps.store, [orphanId, jobId_]);
      const orphan = foldOrphan(orphanId, read(orphanId));
      const now = deps.clock();
      const decided = orphanDecider.decide(
        {
          type: 'ApplyOrphan',
          newApplicantId: deps.newId(),
          jobId: command.jobId,
          job: foldStream(jobId_, read(jobId_), jobFactsFolder).state,
          email,
          first_name: command.first_name.trim(),
          last_name: command.last_name.trim(),
          guestId: command.guestId,
          resume: { id: stored.id, name: stored.name, kind: stored.kind, size: stored.size },
          now,
        },
        orphan.state,
      );
      if (isDomainError(decided)) return decided;
      const earlier = orphan.state.applications[command.jobId];
      if (!decided.length) return { ...nothingAppended, alreadyApplied: true, appliedAt: earlier?.appliedAt ?? now.toISOString() };
      return { ...(await appendOrphanDecision(deps, ctx, orphan, decided)), alreadyApplied: false, appliedAt: now.toISOString() };
    });
    kept = !isDomainError(result) && !result.alreadyApplied;
    return result;
  } finally {
    if (!kept) await deps.uploads.remove(stored.id).catch(() => undefined);
  }
}
