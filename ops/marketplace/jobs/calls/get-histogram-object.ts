import { getJob } from '../../../../query/marketplace/jobs/get-job';
import { getResume } from '../../../../query/marketplace/resumes/get-resume';
import type { Answer, ApiDeps, CallContext, CallIn } from '../../../server/feature';

// a slug ends with the id: the last dash-separated part, before any underscore
const idOf = (slug: string) => slug.split('-').at(-1)!.split('_')[0]!;

export async function getHistogramObject(deps: ApiDeps, input: CallIn<'getHistogramObject'>, ctx: CallContext): Answer<'getHistogramObject'> {
  const cardContent = input.cardContent ? { cardContent: input.cardContent } : {};
  if (input.histogramType === 'resumes') {
    const now = deps.clock();
    const resume = await getResume(deps.db, idOf(input.id), ctx.user ? { id: ctx.user.id, lookingforwork: ctx.user.lookingforwork } : null, (fileId) => deps.uploads.link(fileId, now));
    return resume ? { result: resume, ...cardContent } : { notFound: true as const };
  }
  if (input.histogramType !== 'jobs') return { notFound: true as const };
  const job = await getJob(deps.db, idOf(input.id));
  if (!job) return { notFound: true as const };
  // who posted a job is the owner's and staff's business: anyone else gets an empty owner id
  const mayKnowOwner = ctx.user !== null && (ctx.user.id === job.jobownerid || ctx.user.is_admin);
  return { result: mayKnowOwner ? job : { ...job, jobownerid: '' }, ...cardContent };
}
