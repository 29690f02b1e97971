import { isDomainError, type DomainError } from '../../../contracts/core/errors';
import { companyNameStreamId, companyStreamId } from '../../../contracts/marketplace/companies/ids';
import { appendDecided, withConflictRetries, type Appended } from '../../core/handle-command';
import { metadataOf, type CommandContext, type CommandDeps } from '../../core/deps';
import { loadAll, versionOnly } from '../../core/load-streams';
import { nameReservationFolder } from './company';
import { companyNameDecider } from './decide-company';

export type AddCompanyRequest = { name: string; url: string | null };
export type AddedCompany = Appended & { companyId: string };

// One company per name, case and spaces aside: the name's reservation (expected: no stream) and the
// company's first event are appended together, all or nothing. Of two requests for one name at the
// same moment one appends; the other's append conflicts, reloads the reservation and is refused.
export async function addCompany(deps: CommandDeps, request: AddCompanyRequest, ctx: CommandContext): Promise<AddedCompany | DomainError> {
  const companyId = deps.newId();
  const reservationId = companyNameStreamId(request.name);
  return withConflictRetries(reservationId, async () => {
    const loaded = await loadAll(deps.store, [
      [reservationId, nameReservationFolder],
      [companyStreamId(companyId), versionOnly],
    ]);
    const reservation = loaded(reservationId, nameReservationFolder);
    const company = loaded(companyStreamId(companyId), versionOnly);
    const decided = companyNameDecider.decide({ type: 'AddCompany', companyId, name: request.name, url: request.url, now: deps.clock() }, reservation.state);
    if (isDomainError(decided)) return decided;
    const appended = await appendDecided(
      deps.store,
      [
        { loaded: reservation, events: decided.filter((e) => e.type === 'CompanyNameReserved') },
        { loaded: company, events: decided.filter((e) => e.type === 'CompanyAdded') },
      ],
      metadataOf(ctx),
    );
    return { ...appended, companyId };
  });
}
