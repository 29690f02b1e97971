import { getTasks } from '../../../../query/backoffice/marketing/get-tasks';
import type { Answer, ApiDeps, CallContext, CallIn } from '../../../server/feature';

export async function getMTasks(deps: ApiDeps, input: CallIn<'getMTasks'>, _ctx: CallContext): Answer<'getMTasks'> {
  return getTasks(deps.db, input.date);
}
