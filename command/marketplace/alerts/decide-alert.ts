import { domainError, type DomainError } from '../../../contracts/core/errors';
import { say } from '../../../contracts/core/messages';
import { MAX_ALERTS, type AlertFrequency, type AlertType, type MailLanguage, type StoredAlertQuery } from '../../../contracts/marketplace/alerts/alert';
import { alertEvents, type AlertEvent } from '../../../contracts/marketplace/alerts/events';
import { alertMessages as m } from '../../../contracts/marketplace/alerts/messages';
import type { Decider } from '../../core/decider';
import { evolveAlert, initialAlert, type AlertState } from './alert';

// What an addition is decided with, looked up as the command is made: how many alerts the account
// keeps, and whether one of them is this very search.
export type AlertFacts = { kept: number; sameSearch: boolean };

// owner: the account it mails (its address read when mailing), or a visitor's address, approved by a link
type Owner = { userId: string; email: null } | { userId: null; email: string };

export type AlertCommand =
  | ({ type: 'AddAlert'; alertId: string; histogramType: AlertType; query: StoredAlertQuery; url: string; frequency: AlertFrequency; language: MailLanguage; now: Date } & Owner & AlertFacts)
  | { type: 'ApproveAlert'; alertId: string; now: Date }
  | { type: 'SetAlertFrequency'; alertId: string; userId: string; frequency: AlertFrequency; now: Date }
  | { type: 'RemoveAlert'; alertId: string; userId: string | null; via: 'page' | 'link'; now: Date };

// An alert is someone else's as much as it is none: the answer does not tell which.
const mine = (state: AlertState, userId: string | null): state is Extract<AlertState, { status: 'kept' }> => state.status === 'kept' && (userId === null || state.userId === userId);

function decide(c: AlertCommand, state: AlertState): AlertEvent[] | DomainError {
  const at = c.now.toISOString();
  switch (c.type) {
    case 'AddAlert': {
      // an addition repeated (a retried request) finds the alert there
      if (state.status !== 'none') return [];
      if (c.userId !== null && c.sameSearch) return domainError('AlertRefused', m.AlertSameSearch);
      if (c.userId !== null && c.kept >= MAX_ALERTS) return domainError('AlertRefused', say(m.AlertTooMany, { maximum: MAX_ALERTS }));
      const { alertId, userId, email, histogramType, query, url, frequency, language } = c;
      return [{ type: 'AlertAdded', data: { alertId, userId, email, histogramType, query, url, frequency, language, approved: userId !== null, addedAt: at } }];
    }
    case 'ApproveAlert':
      if (state.status !== 'kept') return domainError('AlertNotFound');
      return state.approved ? [] : [{ type: 'AlertApproved', data: { alertId: c.alertId, approvedAt: at } }];
    case 'SetAlertFrequency':
      if (!mine(state, c.userId)) return domainError('AlertNotFound');
      return state.frequency === c.frequency ? [] : [{ type: 'AlertFrequencySet', data: { alertId: c.alertId, frequency: c.frequency, setAt: at } }];
    case 'RemoveAlert':
      // the link of a mail already used once lands as unsubscribed again
      if (state.status === 'removed' && c.via === 'link') return [];
      if (!mine(state, c.userId)) return domainError('AlertNotFound');
      return [{ type: 'AlertRemoved', data: { alertId: c.alertId, via: c.via, removedAt: at } }];
  }
}

export const alertDecider: Decider<AlertState, AlertCommand, AlertEvent> = { events: alertEvents, initialState: initialAlert, evolve: evolveAlert, decide };
