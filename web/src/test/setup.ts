import { afterEach } from 'vitest';
import { cleanup } from '@testing-library/react';
import { initI18n } from '../app/i18n';

void initI18n('en');

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
