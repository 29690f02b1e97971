import 'i18next';
import type { en } from './locales/en';

declare module 'i18next' {
  // Module augmentation needs an interface.
  interface CustomTypeOptions {
    resources: { translation: typeof en };
  }
}
