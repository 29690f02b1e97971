import { getPublishesData } from '../../../query/coaching/publish-grid/get-publishes-data';
import type { ApiDeps } from '../../server/feature';

// What every change to the grid answers: the grid as it now is, its times and parts as the
// product's settings say them now.
export const gridAnswer = async (deps: ApiDeps) => getPublishesData(deps.db, await deps.settings());
