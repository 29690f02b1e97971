import type { Texts } from '../../../../app/texts';
import type { en } from './en';

export const he: Texts<typeof en> = {
  share: {
    button: 'שיתוף',
    menu: 'שיתוף ה{{what}}',
    copyLink: 'העתקת קישור',
    copied: 'הועתק',
    facebook: 'פייסבוק',
    linkedin: 'לינקדאין',
    twitter: 'טוויטר',
    email: 'אימייל',
    job: 'משרה',
    resume: 'קורות החיים',
    mailSubject: '{{title}} ב-{{product}}',
    mailBody: 'חשבתי שזה יעניין אותך: {{url}}',
  },
  hiring: {
    hint: 'סיכוי של {{percent}}% שהמשרה כבר אוישה',
    hintDetail: 'לפי מספר האנשים שצפו בה בחודש האחרון.',
    watches: 'נצפתה {{count}} פעמים ב-30 הימים האחרונים',
    watchesNone: 'איש לא פתח את המשרה ב-30 הימים האחרונים',
  },
  promo: {
    label: 'ממומן',
  },
  suggestion: {
    title: 'להפיק את המרב מהחיפוש',
    signUp: 'פתחו חשבון בחינם כדי להגיש מועמדות בלחיצה ולשמור משרות.',
    signUpAction: 'הרשמה',
    profileTitle: 'הוסיפו תפקיד לפרופיל כדי שמגייסים ימצאו אתכם.',
    phone: 'הוסיפו מספר טלפון כדי שמגייסים יוכלו ליצור קשר.',
    tags: 'הוסיפו כישורים לפרופיל כדי לקבל התאמות טובות יותר.',
    seniorityLevel: 'ציינו את רמת הניסיון שלכם כדי לראות משרות ברמה שלכם.',
    applies: 'הגישו מועמדות לעוד כמה משרות: מי שמגיש ל-5 ומעלה מקבל תשובה מהר יותר.',
    noJobs: 'פרסמו את המשרה הראשונה: מועמדים יכולים להגיש רק למשרות שהם רואים.',
    company: 'הוסיפו את שם החברה למשרות כדי שמועמדים יידעו מי מגייס.',
    salary: 'משרות עם שכר מקבלות יותר מועמדים. הוסיפו שכר למשרות שלכם.',
    action: 'לפרופיל',
    postJob: 'פרסום משרה',
    browse: 'למשרות',
  },
  links: {
    peopleAlsoSearched: 'אנשים חיפשו גם',
    topCompanies: 'חברות מובילות',
    jobsCount_one: 'משרה אחת',
    jobsCount_other: '{{count}} משרות',
    jobsCount_two: '{{count}} משרות',
    credit: 'לוגו החברות באדיבות Google',
  },
  location: {
    requiredTitle: 'נדרש מיקום',
    required: 'נא להזין מיקום',
  },
};
