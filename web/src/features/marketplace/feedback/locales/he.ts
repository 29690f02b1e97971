import type { Texts } from '../../../../app/texts';
import type { en } from './en';

export const he: Texts<typeof en> = {
  messages: {
    FeedbackEmpty: 'כתבו קודם את המשוב',
    FeedbackThanks: 'תודה על המשוב',
  },
  feedback: {
    title: 'שליחת משוב',
    placeholder: 'תארו את הבעיה או שתפו אותנו ברעיונות',
    send: 'שליחה',
    successTitle: 'משוב',
    successText: 'תודה על המשוב',
    errorText: 'אירעה שגיאה',
  },
};
