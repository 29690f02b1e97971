import { listTalentProjects } from '../../../../query/coaching/offers/talent-projects';
import { subject, type Answer, type ApiDeps, type CallContext, type CallIn } from '../../../server/feature';

export async function getTalentProjects(deps: ApiDeps, _input: CallIn<'getTalentProjects'>, ctx: CallContext): Answer<'getTalentProjects'> {
  return { talentProjects: await listTalentProjects(deps.db, subject(ctx)) };
}
