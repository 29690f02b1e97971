import type { PartnersEvent } from '../../../contracts/backoffice/partners/events';
import { partnersEvents } from '../../../contracts/backoffice/partners/events';
import type { Partner } from '../../../contracts/backoffice/partners/ids';
import type { DomainError } from '../../../contracts/core/errors';
import type { Decider } from '../../core/decider';

// A partner's own settings (partner-{partner}): its emails list. Packages are only ever added.
export type PartnerSettingsState = { emails: readonly string[] };
export type PartnerSettingsCommand =
  | { type: 'SetPartnerEmails'; partner: Partner; emails: readonly string[]; now: Date }
  | { type: 'AddPartnerQuota'; partner: Partner; count: number; date: string; now: Date };

const sameList = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((v, i) => v === b[i]);

function decide(c: PartnerSettingsCommand, state: PartnerSettingsState): PartnersEvent[] | DomainError {
  const at = c.now.toISOString();
  if (c.type === 'AddPartnerQuota') return [{ type: 'PartnerQuotaAdded', data: { partner: c.partner, count: c.count, date: c.date, addedAt: at } }];
  return sameList(c.emails, state.emails) ? [] : [{ type: 'PartnerEmailsSet', data: { partner: c.partner, emails: [...c.emails], setAt: at } }];
}

export const partnerSettingsDecider: Decider<PartnerSettingsState, PartnerSettingsCommand, PartnersEvent> = {
  events: partnersEvents,
  initialState: { emails: [] },
  evolve: (state, event) => (event.type === 'PartnerEmailsSet' ? { emails: event.data.emails } : state),
  decide,
};
