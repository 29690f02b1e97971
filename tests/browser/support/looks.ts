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

// How far the page scrolls sideways: 0 or less when it fits.
export const noSidewaysScroll = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
