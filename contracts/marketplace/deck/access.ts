import { defineAccessRows, signedIn } from '../../core/access-matrix';
import { deckCalls } from './calls';

// Who may make this feature's calls, and what each caller gets (contracts/core/access-matrix.ts).
export const deckAccess = defineAccessRows(deckCalls, {
  getSwipeDeck: { expect: signedIn(200) },
  skipSuggestion: { expect: signedIn('validation') },
  // nothing skipped yet: nothing to bring back
  undoSkip: { expect: signedIn(409) },
});
