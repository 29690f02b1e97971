import type { Texts } from '../../../../app/texts';
import type { en } from './en';

// Hebrew texts of the 'orphan-applications' namespace: the same keys as en.ts.
export const he: Texts<typeof en> = {
  messages: {
    ApplicationSent: 'המועמדות שלכם נשלחה',
    AlreadyApplied: 'כבר הגשתם מועמדות למשרה הזו',
    AccountReady: 'החשבון שלכם מוכן: שלחנו לכם אימייל לאימות הכתובת',
    SignedInAlready: 'אתם כבר מחוברים',
    ResumeTooLarge: 'הקובץ גדול מדי - עד 500KB',
    ResumeTypeRefused: 'סוג קובץ לא נתמך',
  },
  errors: {
    AlreadySignedIn: 'אתם מחוברים: הגישו מועמדות עם הפרופיל שלכם',
    NoOrphanApplication: 'לא מצאנו מועמדות שנשלחה עם האימייל הזה מהדפדפן הזה',
  },
  orphan: {
    applyWithoutAccount: 'הגשה ללא חשבון',
    title: 'הגשת מועמדות ללא חשבון',
    text: 'שלחו את קורות החיים למגייס. אפשר ליצור חשבון אחר כך.',
    firstName: 'שם פרטי',
    lastName: 'שם משפחה',
    email: 'אימייל',
    file: 'קורות החיים שלך',
    chooseFile: 'בחירת קובץ',
    noFile: 'לא נבחר קובץ',
    fileHint: 'PDF‏, DOC או DOCX, עד 500KB',
    apply: 'הגשה',
    cancel: 'ביטול',
    failed: 'משהו השתבש',
    sentTitle: 'המועמדות שלך נשלחה',
    alreadySent: 'כבר הגשת מועמדות למשרה הזו עם האימייל הזה',
    sentText: 'בחרו סיסמה כדי ליצור חשבון: תוכלו לעקוב אחרי המועמדויות שלכם תחת המועמדויות שלי.',
    setPassword: 'בחירת סיסמה',
    notNow: 'לא עכשיו',
    passwordTitle: 'יצירת חשבון',
    password: 'סיסמה',
    confirmPassword: 'אימות סיסמה',
    passwordsDiffer: 'הסיסמאות אינן תואמות',
    create: 'יצירת חשבון',
    created: 'החשבון שלך מוכן',
  },
};
