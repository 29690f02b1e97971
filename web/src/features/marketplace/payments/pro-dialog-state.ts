import { useSyncExternalStore } from 'react';

// Why the Pro dialog opened: the apply limit, a contact or promote that needs Pro, or the upsell.
export type ProReason = 'likeLimitReached' | 'contact' | 'promote' | 'upsell';
export type ProDialogState = { open: boolean; reason: ProReason };

// Dialog state, not server data: a tiny store any feature can open the dialog from, and the shell
// reads to mount it only when needed.
let state: ProDialogState = { open: false, reason: 'upsell' };
const listeners = new Set<() => void>();
const set = (next: ProDialogState) => {
  state = next;
  listeners.forEach((listener) => listener());
};

export const openProDialog = (reason: ProReason = 'upsell') => set({ open: true, reason });
export const closeProDialog = () => set({ ...state, open: false });

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};
export const useProDialogState = (): ProDialogState => useSyncExternalStore(subscribe, () => state);

// The query keys the checkout comes back with.
export const checkoutOutcomes = ['proSuccess', 'proError', 'payment'] as const;

// Where the buyer was before the checkout: back there once the payment returns.
const RETURN_KEY = 'jobswipe.proReturnPath';
export const storeReturnPath = (path: string) => {
  try {
    localStorage.setItem(RETURN_KEY, path);
  } catch {
    // storage blocked: the buyer comes back home
  }
};
export const takeReturnPath = (): string => {
  try {
    const path = localStorage.getItem(RETURN_KEY);
    localStorage.removeItem(RETURN_KEY);
    // only a path of this site
    return path && path.startsWith('/') && !path.startsWith('//') ? path : '/';
  } catch {
    return '/';
  }
};
