import { useEffect, useState } from 'react';
import { loadStrings } from '../../../app/i18n';

// The 'offers' namespace: the Jobs & Offers tab and its dialogs.
export const loadOffersStrings = () =>
  loadStrings('offers', {
    en: () => import('./locales/en').then((m) => m.en),
    he: () => import('./locales/he').then((m) => m.he),
  });

// For parts shown on other features' screens (the tracker's 'Got an Offer'): true once the strings are in.
export const useOffersStrings = (): boolean => {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    let live = true;
    void loadOffersStrings().then(() => live && setReady(true));
    return () => {
      live = false;
    };
  }, []);
  return ready;
};
