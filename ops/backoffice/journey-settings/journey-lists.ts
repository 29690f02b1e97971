import type { JourneyLists } from '../../../contracts/backoffice/journey-settings/lists';
import { journeyLists } from '../../../query/backoffice/journey-settings/journey-lists';
import type { ApiDeps } from '../../server/feature';

// The journey's lists as they are now (/{product}-settings), for any feature that offers or checks
// one: the journey's statuses and plans, the meeting and questionnaire statuses, the summary types,
// the test and newsletter addresses.
export const journeyListsOf = async (deps: Pick<ApiDeps, 'db' | 'settings'>): Promise<JourneyLists> => journeyLists(deps.db, (await deps.settings()).brandName);
