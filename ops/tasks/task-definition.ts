import type { CommandContext } from '../../command/core/deps';
import type { ApiDeps } from '../server/context';

// Work a feature runs later or on a schedule, on the task queue. Its effect is a command that
// appends events, so it is audited like anything a person does; ctx carries the job's
// correlation id (job:<name>:<id>) into the events' metadata.
export type TaskDefinition = {
  // the queue's name: kebab-case, unique across features
  name: string;
  // recurring runs (UTC), e.g. '0 3 * * *' daily at 03:00; omit for jobs that commands schedule
  cron?: string;
  // A job may run again (a retry after a fault, a worker that died mid-run): its command must be
  // idempotent, which a decider over the stream gives for free. Throwing fails the run: it is
  // retried with backoff.
  handle(deps: ApiDeps, data: Record<string, unknown>, ctx: CommandContext): Promise<void>;
};

export const defineTask = (job: TaskDefinition): TaskDefinition => job;
