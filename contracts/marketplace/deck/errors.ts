import { defineErrors } from '../../core/feature';

export const deckErrors = defineErrors({
  NothingToUndo: { status: 409, message: 'There is no skipped card to bring back' },
});
