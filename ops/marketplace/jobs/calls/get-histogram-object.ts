import { getJob } from '../../../../query/marketplace/jobs/get-job';
import type { Answer, ApiDeps, CallContext, CallIn } from '../../../server/feature';

export async function getHistogramObject(deps: ApiDeps, input: CallIn<'getHistogramObject'>, ctx: CallContext): Answer<'getHistogramObject'> {
  if (input.histogramType !== 'jobs') return { notFound: true as const };
  // a slug ends with the id: the last dash-separated part, before any underscore
  const id = input.id.split('-').at(-1)!.split('_')[0]!;
  const job = await getJob(deps.db, id);
  if (!job) return { notFound: true as const };
  // who posted a job is the owner's and staff's business: anyone else gets an empty owner id
  const mayKnowOwner = ctx.user !== null && (ctx.user.id === job.jobownerid || ctx.user.is_admin);
  return { result: mayKnowOwner ? job : { ...job, jobownerid: '' }, ...(input.cardContent ? { cardContent: input.cardContent } : {}) };
}
