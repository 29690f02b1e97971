import type { Texts } from '../../../../app/texts';
import type { en } from './en';

export const he: Texts<typeof en> = {
  messages: {
    ContactEmailInvalid: 'כתובת מייל לא תקינה',
    CsvUnreadable: 'הקובץ אינו CSV עם עמודת email',
  },
  contacts: {
    title: 'רשימת המגייסים',
    subtitle: 'הכתובות שכל חלק נשלח אליהן',
    add: 'הוספת מגייס',
    email: 'מייל',
    name: 'שם',
    company: 'חברה',
    import: 'ייבוא CSV',
    imported: '{{imported}} נוספו, {{merged}} מוזגו, {{rejected}} נדחו',
    remove: 'הסרה',
    removeConfirm: 'להסיר את {{email}} מהרשימה?',
    empty: 'הרשימה ריקה: הוסיפו מגייסים או ייבאו CSV עם עמודת email',
  },
  publishGrid: { column: { email: 'מייל', name: 'שם', company: 'חברה', addedAt: 'נוסף' } },
  cancel: 'ביטול',
};
