import type { SavedItem } from '../../../contracts/marketplace/saved-items/calls';
import { getSavedItems } from '../../../query/marketplace/saved-items/get-saved-items';
import type { ApiDeps } from '../../server/feature';

// The person's saved items, with signed links to the pictures on the resumes.
export function savedList(deps: ApiDeps, userId: string): Promise<SavedItem[]> {
  const now = deps.clock();
  return getSavedItems(deps.db, userId, (fileId) => deps.uploads.link(fileId, now));
}
