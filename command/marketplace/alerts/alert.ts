import { alertEvents, type AlertEvent } from '../../../contracts/marketplace/alerts/events';

// What the alert's rules need of alert-{alertId}: whose it is, whether it mails yet, how often.
export type AlertState =
  | { status: 'none' }
  | { status: 'kept'; userId: string | null; approved: boolean; frequency: string }
  | { status: 'removed' };
export const initialAlert: AlertState = { status: 'none' };

export const evolveAlert = (state: AlertState, event: AlertEvent): AlertState => {
  switch (event.type) {
    case 'AlertAdded':
      return { status: 'kept', userId: event.data.userId, approved: event.data.approved, frequency: event.data.frequency };
    case 'AlertApproved':
      return state.status === 'kept' ? { ...state, approved: true } : state;
    case 'AlertFrequencySet':
      return state.status === 'kept' ? { ...state, frequency: event.data.frequency } : state;
    case 'AlertRemoved':
      return { status: 'removed' };
    case 'MailPreferencesSet':
      return state;
  }
};
