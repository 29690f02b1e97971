import { afterEach } from 'vitest';
import { cleanup } from '@testing-library/react';
import { en as users } from '../features/identity/users/locales/en';
import { en as feedback } from '../features/marketplace/feedback/locales/en';
import { en as jobs } from '../features/marketplace/jobs/locales/en';
import { en as landing } from '../landing/locales/en';
import { i18n, initI18n } from '../app/i18n';

void initI18n('en');
// In the app each namespace arrives with its screen; components under test get them all up front.
for (const [namespace, strings] of Object.entries({ users, feedback, jobs, landing })) i18n.addResourceBundle('en', namespace, strings);

// jsdom has no matchMedia; MUI's useMediaQuery needs one (desktop width).
if (!window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    }) as MediaQueryList;
}

afterEach(() => {
  cleanup();
  localStorage.clear();
});
