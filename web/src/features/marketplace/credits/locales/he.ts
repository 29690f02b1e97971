import type { Texts } from '../../../../app/texts';
import type { en } from './en';

// Hebrew texts of the 'credits' namespace: the same keys as en.ts.
export const he: Texts<typeof en> = {
  messages: {
    NameProfileOrJob: 'יש לציין פרופיל או משרה',
    AmountNotZero: 'הסכום לא יכול להיות אפס',
    PromotionRunning: 'הקידום הזה עדיין לא הסתיים',
  },
  errors: {
    NotPro: 'זה דורש מנוי Pro',
    LimitReached: 'הגעתם למגבלה שלכם',
    ContactNotFound: 'אין משרה או פרופיל כאלה',
    NotObjectOwner: 'אפשר לקדם רק את המשרות שלכם ואת הפרופיל שלכם',
    ObjectNotPromotable: 'אפשר לקדם רק משרה פעילה',
    CreditsWouldGoNegative: 'למשתמש לא נשארו כל כך הרבה קרדיטים',
  },
  contact: {
    title: 'פרטי קשר',
    hiddenEmail: 'אימייל מוסתר',
    hiddenPhone: 'טלפון מוסתר',
    missingEmail: 'אין אימייל',
    missingPhone: 'אין טלפון',
    uncover: 'הצגת פרטי הקשר',
    pressApply: 'לחצו על הגשת מועמדות כדי לחשוף אימייל/טלפון',
    pressConnect: 'לחצו על התחברות כדי לחשוף אימייל/טלפון',
    limitTitle: 'קבלת פרטי קשר',
    limitText: 'הגעת למגבלה שלך',
    creditsLeft_one: 'נותר קרדיט אחד לפרטי קשר',
    creditsLeft_other: 'נותרו {{count}} קרדיטים לפרטי קשר',
    creditsLeft_two: 'נותרו {{count}} קרדיטים לפרטי קשר',
    getDetails: 'לקבל פרטים עכשיו',
  },
  promote: {
    promote: 'קידום',
    promoted: 'מקודם',
    skipTheLine: 'לעקוף את התור',
    promoteProfile: 'קידום הפרופיל שלי ל-24 שעות',
    done: 'קודם ל-24 שעות',
    limitTitle: 'קידום',
    limitText: 'הגעת למגבלה שלך',
    creditsLeft_one: 'נותר קרדיט קידום אחד',
    creditsLeft_other: 'נותרו {{count}} קרדיטי קידום',
    creditsLeft_two: 'נותרו {{count}} קרדיטי קידום',
  },
};
