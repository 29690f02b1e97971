import { domainError, failWith } from '../../../contracts/core/errors';
import { jobHistoryFeature } from '../../../contracts/marketplace/job-history/feature';
import { historyAtOf, jobAt } from '../../../command/marketplace/job-history/job-at';
import { historyEntryProjection } from '../../../projections/core/history-entry.projection';
import { getJobHistory, jobOwner } from '../../../query/marketplace/job-history/get-job-history';
import type { UserAccount } from '../../../query/identity/users/get-user-data';
import { defineServerFeature, signedIn, type ApiDeps, type CallContext } from '../../server/feature';

// A job's history is its owner's and the admins' to read. To anyone else the job is not found: the
// answer does not tell a job that exists from one that does not.
async function mayRead(deps: ApiDeps, ctx: CallContext, jobId: string): Promise<UserAccount> {
  const user = signedIn(ctx);
  const owner = await jobOwner(deps.db, jobId);
  if (owner === null || (owner !== user.id && !user.is_admin)) failWith(domainError('JobNotFound'));
  return user;
}

export const jobHistoryServer = defineServerFeature({
  contract: jobHistoryFeature,
  // the history entries of every feature's `history` streams: registered by their first reader
  projections: [historyEntryProjection],
  migrations: [],
  reads: {},
  handlers: (deps) => ({
    getJobHistory: async (input, ctx) => {
      await mayRead(deps, ctx, input.jobId);
      return getJobHistory(deps.db, input.jobId, input.page, input.pageSize);
    },
    getJobAt: async (input, ctx) => {
      await mayRead(deps, ctx, input.jobId);
      return jobAt(deps.store, input.jobId, historyAtOf(input.at));
    },
  }),
});
