import { pushEvents, type PushEvent } from '../../../contracts/backoffice/push/events';

// What a push's rules need of push-notification-{pushId}: whether it was sent or kept, and whether
// it is still in the history (a test push never is).
export type PushState = { status: 'none' | 'sent' | 'saved' | 'removed'; test: boolean };
export const initialPushState: PushState = { status: 'none', test: false };

export const evolvePush = (state: PushState, event: PushEvent): PushState => {
  switch (event.type) {
    case 'PushNotificationSent':
      return { status: 'sent', test: event.data.test };
    case 'PushNotificationSaved':
      return { status: 'saved', test: false };
    case 'PushHistoryEntryRemoved':
      return { ...state, status: 'removed' };
  }
};

export const pushFolder = { events: pushEvents, initialState: initialPushState, evolve: evolvePush };
