import type { Texts } from '../../../../app/texts';
import type { en } from './en';

// Hebrew texts of the 'system' namespace: the same keys as en.ts.
export const he: Texts<typeof en> = {
  messages: {
    ProjectionRebuilding: '{{name}} ייבנה מחדש מתחילת היומן',
  },
  errors: {
    UnknownProjection: 'אין מודל קריאה בשם הזה',
  },
};
