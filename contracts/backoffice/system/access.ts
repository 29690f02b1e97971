import { defineAccessRows, admins } from '../../core/access-matrix';
import { systemCalls } from './calls';

// Who may make this feature's calls, and what each caller gets (contracts/core/access-matrix.ts).
export const systemAccess = defineAccessRows(systemCalls, {
  getProjectionStatus: { expect: admins(200) },
  replayProjection: { expect: admins('validation') },
});
