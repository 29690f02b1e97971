import { defineAccessRows, guests } from '../../core/access-matrix';
import { orphanApplicationCalls } from './calls';

// Who may make this feature's calls, and what each caller gets (contracts/core/access-matrix.ts).
export const orphanApplicationAccess = defineAccessRows(orphanApplicationCalls, {
  // a visitor (guest token) applies without an account; a signed-in user who fills the form is
  // told to apply as themselves (409, tests/marketplace/apply-orphan)
  applyOrphan: { expect: guests('validation') },
  setPasswordOrphan: { expect: guests('validation') },
});
