import type { DomainError } from '../../../contracts/core/errors';
import type { TemplateEvent } from '../../../contracts/backoffice/templates/events';
import { templateStreamId } from '../../../contracts/backoffice/templates/ids';
import { metadataOf, type CommandContext, type CommandDeps } from '../../core/deps';
import { handleCommand, type Handled } from '../../core/handle-command';
import { templateDecider, type TemplateCommand } from './decide-template';
import type { TemplateState } from './email-template';

type DistributiveOmit<T, K extends keyof T> = T extends unknown ? Omit<T, K> : never;
export type TemplateChange = DistributiveOmit<TemplateCommand, 'now'>;

// Every change to a template (create, save, restore, reset, test, ready, activate) is decided over
// its stream; the staff member is the events' actor. Mail that follows (tests, the ready mail) is a
// reaction to the events.
export async function changeTemplate(deps: CommandDeps, change: TemplateChange, ctx: CommandContext): Promise<Handled<TemplateState, TemplateEvent> | DomainError> {
  return handleCommand(deps.store, templateStreamId(change.templateId), templateDecider, () => ({ ...change, now: deps.clock() }) as TemplateCommand, metadataOf(ctx));
}
