import { loadStrings } from '../../../app/i18n';

// The 'onboarding' namespace: the client's three onboarding parts and the staff's meeting slots.
export const loadOnboardingStrings = () =>
  loadStrings('onboarding', {
    en: () => import('./locales/en').then((m) => m.en),
    he: () => import('./locales/he').then((m) => m.he),
  });
