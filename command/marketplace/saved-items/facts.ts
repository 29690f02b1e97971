import type { SavedItemType } from '../../../contracts/marketplace/saved-items/calls';
import type { CommandDeps } from '../../core/deps';

// Whether an item can be saved now: a job not deleted (a closed one still can), a resume recruiters
// may find.
export async function savableItemExists(deps: Pick<CommandDeps, 'db'>, item: { itemId: string; itemType: SavedItemType }): Promise<boolean> {
  if (item.itemType === 'job') {
    const job = await deps.db.selectFrom('job').select('id').where('id', '=', item.itemId).where('status', '!=', 'D').executeTakeFirst();
    return job !== undefined;
  }
  const resume = await deps.db.selectFrom('resume').select('id').where('id', '=', item.itemId).where('listed', '=', true).executeTakeFirst();
  return resume !== undefined;
}
