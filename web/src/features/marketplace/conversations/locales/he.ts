import type { Texts } from '../../../../app/texts';
import type { en } from './en';

// Hebrew texts of the 'conversations' namespace: the same keys as en.ts.
export const he: Texts<typeof en> = {
  messages: {
    MessageEmpty: 'כתבו קודם הודעה',
    NameTheMatch: 'יש לציין את ההתאמה',
    NotAMatchId: 'זה אינו מזהה של התאמה',
    CannotBlockYourself: 'אי אפשר לחסום את עצמכם',
  },
  errors: {
    NotMatched: 'אפשר לשלוח הודעות זה לזה אחרי שיש התאמה',
    Blocked: 'אי אפשר לשלוח הודעות לאדם הזה',
  },
  chat: {
    title: 'שיחה עם {{name}}',
    empty: 'אמרו שלום: אין עדיין הודעות.',
    placeholder: 'כתבו הודעה',
    send: 'שליחה',
    you: 'את/ה',
    block: 'חסימה',
    report: 'חסימה ודיווח',
    blockTitle: 'לחסום את {{name}}?',
    blockText: 'לא יוכלו יותר לשלוח לך הודעות.',
    reportTitle: 'לחסום ולדווח על {{name}}?',
    reportText: 'לא יוכלו יותר לשלוח לך הודעות, והצוות שלנו יבדוק את השיחה.',
    blocked: 'השיחה הזו סגורה',
    blockedDone: 'נחסם',
    loadError: 'לא הצלחנו לטעון את השיחה',
  },
};
