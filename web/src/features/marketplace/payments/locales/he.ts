import type { en } from './en';

// Hebrew texts of the 'payments' namespace: the same keys as en.ts.
export const he: typeof en = {
  pro: {
    title: 'פתחו את התכונות הבלעדיות שלנו',
    limitReached: 'הגעת למגבלת המועמדויות החינמיות החודש. שדרגו ל-Pro כדי להמשיך להגיש.',
    needsPro: 'הפעולה הזו דורשת מנוי Pro.',
    features: 'תכונות Pro',
    feature: {
      unlimited: { title: 'מועמדויות ללא הגבלה', text: 'הגישו מועמדות לכמה משרות שתרצו, בכל חודש.' },
      contacts: { title: 'פרטי קשר גם בלי התאמה', text: 'ראו מיד את האימייל והטלפון של המגייסים.' },
      skipLine: { title: 'לעקוף את התור', text: 'הפרופיל שלך מוצג ראשון למגייסים למשך 24 שעות.' },
      anonymous: { title: 'חיפוש אנונימי', text: 'חפשו עבודה בלי שהמעסיק הנוכחי יידע.' },
    },
    slide: 'תכונה {{index}} מתוך {{count}}',
    goTo: 'הצגת תכונה {{index}}',
    pause: 'עצירת התכונות',
    play: 'הפעלת התכונות',
    previous: 'התכונה הקודמת',
    next: 'התכונה הבאה',
    plans: 'בחירת מסלול',
    months_one: 'חודש אחד',
    months_other: '{{count}} חודשים',
    perMonth: '{{price}} לחודש',
    total: '{{total}} בסך הכול',
    save: {
      'Save 52%': 'חיסכון של 52%',
      'Save 32%': 'חיסכון של 32%',
    },
    label: {
      'Best Value': 'המשתלם ביותר',
      'Most Popular': 'הפופולרי ביותר',
    },
    continue: 'המשך',
    plansError: 'לא הצלחנו לטעון את המסלולים',
    successTitle: 'מנוי Pro הופעל',
    successText: 'ברוכים הבאים ל-Pro! החשבונית תגיע באימייל בתוך כמה דקות.',
    errorTitle: 'שגיאה',
    errorText: 'משהו השתבש, אנא פנו אלינו באימייל: payments@jobswipe.co.il',
    cancelled: 'התשלום בוטל',
    upsell: 'שדרוג ל-Pro',
  },
};
