import type { Texts } from '../../../../app/texts';
import type { en } from './en';

// Hebrew texts of the 'inbox' namespace: the same keys as en.ts.
export const he: Texts<typeof en> = {
  messages: {
    NameNotifications: 'יש לציין את ההתראות או לבקש את כולן',
  },
  inbox: {
    open: 'התראות',
    openWithCount: 'התראות, {{count}} שלא נקראו',
    title: 'התראות',
    empty: 'אין עדיין חדש',
    markAll: 'סימון הכול כנקרא',
    applicant: '{{name}} הגיש/ה מועמדות ל{{job}}',
    connect: '{{name}} רוצה אותך ל{{job}}',
    match: 'יש התאמה עם {{name}} ל{{job}}',
    someone: 'מישהו',
    aJob: 'משרה',
    loadError: 'לא הצלחנו לטעון את ההתראות',
  },
  push: {
    off: 'לקבל התראות גם בדפדפן הזה',
    on: 'התראות הדפדפן פעילות',
    blocked: 'ההתראות חסומות בהגדרות הדפדפן',
    failed: 'הדפדפן לא הצליח להפעיל התראות',
    turnOn: 'הפעלה',
    turnOff: 'כיבוי',
  },
};
