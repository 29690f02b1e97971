import { sql } from 'kysely';
import { orphanApplicantStreamId } from '../../contracts/marketplace/applications/ids';
import { eraseLapsedOrphanApplicant } from '../../command/marketplace/applications/orphan-handlers';
import { defineTask } from './task-definition';

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
      const due = await deps.db
        .selectFrom('orphan_application')
        .select(['applicant_id', sql<string>`min(email)`.as('email')])
        .where('applicant_id', '>', after)
        .groupBy('applicant_id')
        .having(sql<boolean>`count(seeker_id) = 0 AND max(applied_at) < ${cutoff}`)
        .orderBy('applicant_id')
        .limit(PAGE)
        .execute();
      for (const { applicant_id: applicantId, email } of due) {
        if (email) await eraseLapsedOrphanApplicant(deps, ctx, { orphanId: orphanApplicantStreamId(email), applicantId, cutoff });
      }
      if (due.length < PAGE) return;
      after = due.at(-1)!.applicant_id;
    }
  },
});
