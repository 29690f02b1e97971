import { actOnProjects } from '../../../../command/coaching/offers/act-on-offers';
import { listTalentProjects } from '../../../../query/coaching/offers/talent-projects';
import { replyTo, subject, type Answer, type ApiDeps, type CallContext, type CallIn } from '../../../server/feature';

export async function createEditTalentProject(deps: ApiDeps, input: CallIn<'createEditTalentProject'>, ctx: CallContext): Answer<'createEditTalentProject'> {
  const userId = subject(ctx);
  const { _id, isDelete, ...project } = input.newData;
  const done = isDelete
    ? await actOnProjects(deps, { type: 'DeleteProject', userId, projectId: _id ?? '' }, ctx.command)
    : await actOnProjects(deps, { type: 'SaveProject', userId, projectId: _id ?? deps.newId(), isNew: _id === undefined, project }, ctx.command);
  return replyTo(done, async () => ({ talentProjects: await listTalentProjects(deps.db, userId) }));
}
