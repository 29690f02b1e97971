import { questionnairesTable } from '../../../../contracts/backoffice/questionnaires/questionnaires-table';
import { questionnaireStatusesOf } from '../../../../command/backoffice/leads/facts';
import { getNotifyList, getQuestionnairesPage } from '../../../../query/backoffice/questionnaires/get-questionnaires';
import type { Answer, ApiDeps, CallContext, CallIn } from '../../../server/feature';

export async function getQuestionnairesData(deps: ApiDeps, input: CallIn<'getQuestionnairesData'>, _ctx: CallContext): Answer<'getQuestionnairesData'> {
  const [page, questionnaireStatuses, notifyList] = await Promise.all([getQuestionnairesPage(deps.db, deps.uploads, deps.clock(), input), questionnaireStatusesOf(deps), getNotifyList(deps.db)]);
  return { ...page, cells: [...questionnairesTable.columns], questionnaireStatuses, notifyList };
}
