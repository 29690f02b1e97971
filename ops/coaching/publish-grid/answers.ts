import { getPublishesData } from '../../../query/coaching/publish-grid/get-publishes-data';
import type { ApiDeps } from '../../server/feature';

// What every change to the grid answers: the grid as it now is.
export const gridAnswer = (deps: ApiDeps) => getPublishesData(deps.db);
