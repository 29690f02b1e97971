import { userStreamId } from '../../../../contracts/identity/users/ids';
import { jobSlotsStreamId, jobStreamId } from '../../../../contracts/marketplace/jobs/ids';
import { getUserJobs } from '../../../../query/marketplace/jobs/get-job';
import { signedIn, type Answer, type ApiDeps, type CallContext, type CallIn } from '../../../server/feature';
import { userDataOf } from '../answers';

export async function exportMyData(deps: ApiDeps, _input: CallIn<'exportMyData'>, ctx: CallContext): Answer<'exportMyData'> {
  const user = signedIn(ctx);
  const jobs = await getUserJobs(deps.db, user.id);
  // the person's own records: their account, their quota, their jobs (their streams)
  const streams = [userStreamId(user.id), jobSlotsStreamId(user.id), ...jobs.map((j) => jobStreamId(j._id))];
  const read = await deps.store.readStreams(streams);
  return {
    exportedAt: deps.clock().toISOString(),
    account: await userDataOf(deps, user.id),
    jobs,
    history: streams.flatMap((id) => (read.get(id) ?? []).map((e) => ({ streamId: e.streamId, type: e.type, recordedAt: e.recordedAt.toISOString(), data: e.data }))),
  };
}
