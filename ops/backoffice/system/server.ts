import { systemFeature } from '../../../contracts/backoffice/system/feature';
import { maintainTablesJob } from '../../tasks/maintain-tables';
import { retryUnsentMail } from '../../mail/retry-unsent-mail';
import { defineServerFeature } from '../../server/feature';
import { getProjectionStatus } from './calls/get-projection-status';
import { replayProjection } from './calls/replay-projection';

export const systemServer = defineServerFeature({
  contract: systemFeature,
  projections: [],
  migrations: [],
  tasks: [retryUnsentMail, maintainTablesJob],
  reads: { replayProjection: [] },
  calls: { getProjectionStatus, replayProjection },
});
