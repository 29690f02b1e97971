import { orphanApplicantStreamId } from '../../../../contracts/marketplace/orphan-applications/ids';
import { isDomainError } from '../../../../contracts/core/errors';
import { eraseLapsedApplicant } from '../../../../command/marketplace/orphan-applications/erase-lapsed-applicant';
import { lapsedApplicants } from '../../../../query/marketplace/orphan-applications/lapsed-applicants';
import { defineTask } from '../../../tasks/task-definition';

const DAY_MS = 86_400_000;
const PAGE = 100;

// Someone who applied without an account and made none within ORPHAN_RETENTION_DAYS of their last
// application is erased (name, email, CVs), each by a command that appends OrphanApplicantErased.
// Daily; the cron sends each tick once whichever worker takes it. The read model only finds the
// candidates: each decision is made again on the applicant's stream, so a run that repeats, or an
// applicant who applied again or made an account since, changes nothing.
export const eraseLapsedOrphanApplicants = defineTask({
  name: 'erase-lapsed-orphan-applicants',
  cron: '23 4 * * *',
  async handle(deps, _data, ctx) {
    const cutoff = new Date(deps.clock().getTime() - deps.orphanRetentionDays * DAY_MS);
    // by applicant id, after the last one seen: one kept by its stream is not looked at twice
    for (let after = ''; ; ) {
      const due = await lapsedApplicants(deps.db, cutoff, after, PAGE);
      for (const { applicant_id: applicantId, email } of due) {
        if (!email) continue;
        const erased = await eraseLapsedApplicant(deps, { orphanId: orphanApplicantStreamId(email), applicantId, cutoff }, ctx);
        if (isDomainError(erased)) throw new Error(`erasing applicant ${applicantId} was refused: ${erased.code}`);
      }
      if (due.length < PAGE) return;
      after = due.at(-1)!.applicant_id;
    }
  },
});
