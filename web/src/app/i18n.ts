import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { messageCoder, type CodedMessage, type MessageCatalog } from '@contracts/core/message-basics';
import { en } from './locales/en';
import { languages, type Language } from '@contracts/core/languages';

// the product's languages (contracts/core/languages.ts): the screens speak each of them

const STORAGE_KEY = 'jobswipe.language';

export const isLanguage = (value: unknown): value is Language => languages.includes(value as Language);

export const storedLanguage = (): Language => {
  try {
    const saved = localStorage.getItem(STORAGE_KEY);
    if (isLanguage(saved)) return saved;
  } catch {
    // storage blocked: fall through to the default
  }
  return 'en';
};

// Whether this browser holds a language someone chose in it (else it speaks the default).
export const languageChosenHere = (): boolean => {
  try {
    return isLanguage(localStorage.getItem(STORAGE_KEY));
  } catch {
    return false;
  }
};

export const currentLanguage = (): Language => (isLanguage(i18n.language) ? i18n.language : 'en');

type Strings = Record<string, unknown>;
export type StringsLoaders = Record<Language, () => Promise<Strings>>;

// Namespaces loaded so far, so a language switch brings the new language of each of them first.
const loaded = new Map<string, StringsLoaders>();
// The codes of the English messages and errors of every namespace loaded so far (made again when one loads).
let coder: ((text: string) => CodedMessage | null) | null = null;

// A feature's namespace in one language: routes and lazy dialogs await it before they render.
// English is loaded with every language: it is the fallback for a missing text, and its `messages`
// and `errors` groups (the contracts' own catalogs) are how a form rule's English is known by its code.
export const loadStrings = async (namespace: string, loaders: StringsLoaders, language: Language = currentLanguage()): Promise<void> => {
  loaded.set(namespace, loaders);
  await Promise.all(
    [...new Set<Language>(['en', language])]
      .filter((lang) => !i18n.hasResourceBundle(lang, namespace))
      .map(async (lang) => i18n.addResourceBundle(lang, namespace, await loaders[lang]())),
  );
  coder = null;
};

// The shell's own strings ('translation'): English is in the first bundle, Hebrew loads when chosen.
const shellStrings: StringsLoaders = {
  en: () => Promise.resolve(en),
  he: () => import('./locales/he').then((m) => m.he),
};

// Work a language needs before it shows (right-to-left styles for Hebrew), registered by the providers.
const preparations: ((language: Language) => Promise<void>)[] = [];
export const beforeLanguageShows = (prepare: (language: Language) => Promise<void>): void => {
  preparations.push(prepare);
};

// The platform's own rules in English (contracts/core/message-catalog.ts), by code. An English reader
// needs none of it: the English is the text said. Another language needs it to know a rule's English
// text by its code, so it loads with the first other language and stays out of the first bundle.
const loadCoreCatalog = async (): Promise<void> => {
  if (i18n.exists('messages.Required', { ns: 'translation', lng: 'en', fallbackLng: false })) return;
  const { coreMessages } = await import('@contracts/core/message-catalog');
  i18n.addResourceBundle('en', 'translation', { messages: coreMessages }, true, false);
  coder = null;
};

const prepare = (language: Language) =>
  Promise.all([
    ...(language === 'en' ? [] : [loadCoreCatalog()]),
    ...[...loaded].map(([namespace, loaders]) => loadStrings(namespace, loaders, language)),
    ...preparations.map((step) => step(language)),
  ]);

// Every feature namespace falls back to the shell's, so a feature screen can say t('common.cancel').
export const initI18n = async (language: Language = storedLanguage()): Promise<void> => {
  loaded.set('translation', shellStrings);
  await i18n.use(initReactI18next).init({
    resources: { en: { translation: en } },
    lng: 'en',
    fallbackLng: 'en',
    defaultNS: 'translation',
    fallbackNS: 'translation',
    interpolation: { escapeValue: false },
  });
  if (language !== 'en') {
    await prepare(language);
    await i18n.changeLanguage(language);
  }
};

export const changeLanguage = async (language: Language): Promise<void> => {
  try {
    localStorage.setItem(STORAGE_KEY, language);
  } catch {
    // remembered for this tab only
  }
  await prepare(language);
  await i18n.changeLanguage(language);
};

type Params = Readonly<Record<string, string | number>>;

type Group = 'messages' | 'errors';

// What the server or a form rule said, in the reader's language, by its code: `messages.<Code>` for
// a rule or an answer, `errors.<Code>` for an error, looked up in every namespace loaded so far (a
// feature's codes live in its own); the English as said when no loaded locale has the code. A code
// names one thing across both groups (contracts/messages.ts), so a rule that says an error's text
// is found under `errors` too.
export const translateCode = (group: Group, code: string, params: Params | undefined, english: string): string => {
  const other: Group = group === 'messages' ? 'errors' : 'messages';
  // the keys are a code the server sent, not one the locale types know
  return (i18n.t as (keys: string[], options: object) => string)([`${group}.${code}`, `${other}.${code}`], { ns: [...loaded.keys()], ...params, defaultValue: english });
};

type Catalogs = { messages?: MessageCatalog; errors?: MessageCatalog };

const codeOfMessage = (text: string): CodedMessage | null => {
  coder ??= messageCoder(
    [...loaded.keys()].flatMap((ns) => {
      const { messages = {}, errors = {} } = (i18n.getResourceBundle('en', ns) as Catalogs | undefined) ?? {};
      return [messages, errors];
    }),
  );
  return coder(text);
};

// An English message without its code (a form rule the browser ran itself): its code is found in
// the loaded English catalogs; a text no catalog says is shown as it is.
export const translateMessage = (message: string): string => {
  const coded = codeOfMessage(message);
  return coded ? translateCode('messages', coded.code, coded.params, message) : message;
};

// An answer's message (`message` with its `messageCode`), in the reader's language.
export const translateAnswer = ({ message, messageCode }: { message: string; messageCode?: string }): string => {
  if (!messageCode) return translateMessage(message);
  const coded = codeOfMessage(message);
  return translateCode('messages', messageCode, coded?.code === messageCode ? coded.params : undefined, message);
};

export { i18n };
