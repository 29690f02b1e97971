import { systemFeature } from '../../../contracts/backoffice/system/feature';
import { CallFailure } from '../../../contracts/core/errors';
import { recordReplayRequest } from '../../../command/backoffice/system/handlers';
import { requestReplay } from '../../../projections/core/checkpoint';
import { maintainTablesJob } from '../../tasks/maintain-tables';
import { retryUnsentMail } from '../../mail/retry-unsent-mail';
import { defineServerFeature, reply } from '../../server/feature';

export const systemServer = defineServerFeature({
  contract: systemFeature,
  projections: [],
  migrations: [],
  tasks: [retryUnsentMail, maintainTablesJob],
  reads: { replayProjection: [] },
  handlers: (deps) => ({
    getProjectionStatus: async () => deps.projectionStatus(),
    replayProjection: async (input, ctx) => {
      if (!(await requestReplay(deps.db, input.name))) throw new CallFailure('UnknownProjection');
      const appended = await recordReplayRequest(deps, ctx.command, input.name);
      return reply(appended, async () => ({ requested: true, message: `${input.name} will be rebuilt from the start of the log` }));
    },
  }),
});
