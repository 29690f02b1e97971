import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { en } from './locales/en';
import { he } from './locales/he';
import { hebrewMessage } from './locales/he-validation';

export const languages = ['en', 'he'] as const;
export type Language = (typeof languages)[number];

const STORAGE_KEY = 'jobswipe.language';

const isLanguage = (value: unknown): value is Language => languages.includes(value as Language);

export const storedLanguage = (): Language => {
  try {
    const saved = localStorage.getItem(STORAGE_KEY);
    if (isLanguage(saved)) return saved;
  } catch {
    // storage blocked: fall through to the default
  }
  return 'en';
};

export const initI18n = (language: Language = storedLanguage()) =>
  i18n.use(initReactI18next).init({
    resources: { en: { translation: en }, he: { translation: he } },
    lng: language,
    fallbackLng: 'en',
    interpolation: { escapeValue: false },
  });

export const changeLanguage = async (language: Language): Promise<void> => {
  try {
    localStorage.setItem(STORAGE_KEY, language);
  } catch {
    // remembered for this tab only
  }
  await i18n.changeLanguage(language);
};

export const currentLanguage = (): Language => (isLanguage(i18n.language) ? i18n.language : 'en');

// Validation and server messages arrive in English; Hebrew readers get them translated.
export const translateMessage = (message: string, language: string = i18n.language): string =>
  language === 'he' ? hebrewMessage(message) : message;

export { i18n };
