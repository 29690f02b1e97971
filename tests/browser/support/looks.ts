import type { Page } from 'playwright-core';
import type { Language } from './browser';

// The four looks a screen's flow runs in: a wide screen and a phone, English and Hebrew.
export type Look = { width: 1366 | 375; language: Language };
export const tag = ({ width, language }: Look) => `${width}-${language}`;
export const fourLooks: readonly Look[] = [
  { width: 1366, language: 'en' },
  { width: 375, language: 'en' },
  { width: 1366, language: 'he' },
  { width: 375, language: 'he' },
];

// The looks a flow runs in: both widths and both languages, each once (a wide screen in English, a
// phone in Hebrew, right to left). The screen audits (accessibility*.e2e) open every screen in each
// language at both widths, so a flow need not repeat itself in the other two looks.
export const flowLooks: readonly Look[] = [
  { width: 1366, language: 'en' },
  { width: 375, language: 'he' },
];

// How far the page scrolls sideways: 0 or less when it fits.
export const noSidewaysScroll = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
