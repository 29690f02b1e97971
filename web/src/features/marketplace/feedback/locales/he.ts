import type { Translation } from './en';

export const he: Translation = {
  feedback: {
    title: 'שליחת משוב',
    placeholder: 'תארו את הבעיה או שתפו אותנו ברעיונות',
    send: 'שליחה',
    successTitle: 'משוב',
    successText: 'תודה על המשוב',
    errorText: 'אירעה שגיאה',
  },
};
