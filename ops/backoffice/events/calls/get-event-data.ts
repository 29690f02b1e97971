import { CallFailure } from '../../../../contracts/core/errors';
import { findOccurrence, listedDates, OPEN_SHOWN_TO_VISITORS, webinarOf, type OccurrenceRef } from '../../../../contracts/backoffice/events/webinar';
import type { EventData } from '../../../../contracts/backoffice/events/calls';
import { WEBINAR_ZONE } from '../../../../contracts/backoffice/events/webinar';
import { getOccurrences, getRegistration } from '../../../../query/backoffice/events/get-events';
import type { ApiDeps, CallContext, CallIn } from '../../../server/feature';
import { isManager } from '../manager';

const refOf = (product: string, occurrenceId: string): OccurrenceRef | null => {
  const found = findOccurrence(product, occurrenceId);
  return typeof found === 'string' ? null : found;
};

// The event page: its occurrences (visitors the first 2 open ones, managers all 8) and the
// registration the link's id and code name, with its occurrence (its link told to the registered).
export async function getEventData(deps: ApiDeps, input: CallIn<'getEventData'>, ctx: CallContext): Promise<EventData> {
  const webinar = webinarOf(deps.product, input.eventUrl);
  if (!webinar) throw new CallFailure('EventNotFound');
  const manager = isManager(ctx);
  const refs = listedDates(webinar, deps.clock()).map((date) => refOf(deps.product, `${webinar.eventUrl}_${date}`)!);
  const all = await getOccurrences(deps.db, refs, () => manager);
  const occurrences = manager ? all : all.filter((o) => o.status === 'A').slice(0, OPEN_SHOWN_TO_VISITORS);
  const found = input.registeredId && input.registeredCode ? await getRegistration(deps.db, input.registeredId, input.registeredCode) : null;
  const ref = found && found.row.event_url === webinar.eventUrl ? refOf(deps.product, found.row.occurrence_id) : null;
  const place = found && ref ? (await getOccurrences(deps.db, [ref], () => manager || (found.registrant.status === 'A' && !found.registrant.waiting)))[0]! : null;
  return {
    event: { eventUrl: webinar.eventUrl, title: webinar.title, description: webinar.description, he: webinar.he },
    occurrences,
    registered: found && place ? { ...found.registrant, code: found.row.code, occurrence: place, waitingPosition: found.waitingPosition } : null,
    isManager: manager,
    zone: WEBINAR_ZONE,
  };
}
