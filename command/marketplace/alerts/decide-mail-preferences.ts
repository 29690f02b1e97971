import { DEFAULT_MAIL_PREFERENCES, type MailPreferences } from '../../../contracts/marketplace/alerts/alert';
import { alertEvents, type AlertEvent } from '../../../contracts/marketplace/alerts/events';
import type { Decider } from '../../core/decider';

// mail-preferences-{userId}: the kinds of mail the account wants, and their language.
export type MailPreferencesState = MailPreferences & { userId: string | null };

const evolve = (state: MailPreferencesState, event: AlertEvent): MailPreferencesState => {
  if (event.type !== 'MailPreferencesSet') return state;
  const { userId, alerts, digests, news, language } = event.data;
  return { userId, alerts, digests, news, language: language === 'he' ? 'he' : 'en' };
};

// via: the settings page, or a mail's unsubscribe link (which turns one kind off)
export type SetMailPreferences = { type: 'SetMailPreferences'; userId: string; change: Partial<MailPreferences>; via: 'settings' | 'link'; now: Date };

const same = (a: MailPreferences, b: MailPreferences) => a.alerts === b.alerts && a.digests === b.digests && a.news === b.news && a.language === b.language;

function decide(c: SetMailPreferences, state: MailPreferencesState): AlertEvent[] {
  const { userId: _owner, ...current } = state;
  const next: MailPreferences = { ...current, ...c.change };
  // nothing changed: nothing to record (a link opened twice, a page saved as it was)
  if (state.userId !== null && same(next, current)) return [];
  return [{ type: 'MailPreferencesSet', data: { userId: c.userId, ...next, via: c.via, setAt: c.now.toISOString() } }];
}

export const mailPreferencesDecider: Decider<MailPreferencesState, SetMailPreferences, AlertEvent> = {
  events: alertEvents,
  initialState: { ...DEFAULT_MAIL_PREFERENCES, userId: null },
  evolve,
  decide,
};
