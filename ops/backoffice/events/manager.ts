import { CallFailure } from '../../../contracts/core/errors';
import type { OccurrenceRef } from '../../../contracts/backoffice/events/webinar';
import { occurrenceOf } from '../../../command/backoffice/events/occurrence-commands';
import type { ApiDeps, CallContext } from '../../server/feature';

// Who manages the events' occurrences: site admins and journey admins (isAdmin or isJHAdmin).
export const isManager = (ctx: CallContext): boolean => ctx.roles.has('journeyAdmin');

// The occurrence a staff call names, or the call's 404.
export function occurrenceNamed(deps: ApiDeps, occurrenceId: string): OccurrenceRef {
  const found = occurrenceOf(deps.product, occurrenceId);
  if ('code' in found) throw new CallFailure(found.code);
  return found;
}
