import type { ItemKind } from '../../../contracts/backoffice/reviews/review';
import type { CommandDeps } from '../../core/deps';

// Whether a video or listing review of this id was imported (its read model).
export async function reviewItemExists(deps: CommandDeps, kind: ItemKind, id: string): Promise<boolean> {
  const row =
    kind === 'video'
      ? await deps.db.selectFrom('review_video').select('video_id').where('video_id', '=', id).executeTakeFirst()
      : await deps.db.selectFrom('listing_review').select('review_id').where('review_id', '=', id).executeTakeFirst();
  return row !== undefined;
}
