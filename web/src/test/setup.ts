import { afterEach, vi } from 'vitest';
import { cleanup, configure } from '@testing-library/react';
import { en as users } from '../features/identity/users/locales/en';
import { en as feedback } from '../features/marketplace/feedback/locales/en';
import { en as jobs } from '../features/marketplace/jobs/locales/en';
import { en as landing } from '../landing/locales/en';
import { i18n, initI18n } from '../app/i18n';

// The whole suite shares two cores with the server tests: findBy/waitFor wait up to 5 s, not 1 s,
// so a busy machine is not read as a missing element (a real absence still fails, just later).
configure({ asyncUtilTimeout: 5000 });

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

// jsdom has no canvas: ECharts would draw into a null context after the test ends. The charts are
// drawn and looked at in the browser tests; here a chart is the element it sits in.
vi.mock('echarts-for-react/esm/core', () => ({ default: () => null }));

afterEach(() => {
  cleanup();
  localStorage.clear();
});
