import { viewApplicant } from '../../../../command/marketplace/activity/view-applicant';
import { getApplication } from '../../../../query/marketplace/activity/get-user-activity';
import { replyTo, type Answer, type ApiDeps, type CallContext, type CallIn } from '../../../server/feature';

export async function markApplicantViewed(deps: ApiDeps, input: CallIn<'markApplicantViewed'>, ctx: CallContext): Answer<'markApplicantViewed'> {
  const { jobId, seekerId } = input;
  const viewed = await viewApplicant(deps, { jobId, seekerId }, ctx.command);
  return replyTo(viewed, async () => {
    const application = await getApplication(deps.db, jobId, seekerId);
    if (!application) throw new Error(`application ${jobId}/${seekerId} missing after the read model caught up`);
    return { application };
  });
}
