import type { Texts } from '../../../../app/texts';
import type { en } from './en';

export const he: Texts<typeof en> = {
  title: 'משרות שנמצאו',
  subtitle: 'ההצעות שלקוחות חתמו עליהן והמשרות שמצאו בזמן השירות',
  column: {
    foundAt: 'נמצאה',
    clientName: 'לקוח/ה',
    clientEmail: 'מייל הלקוח/ה',
    company: 'חברה',
    title: 'תפקיד',
    seniority: 'בכירות',
    salary: 'שכר',
    startDate: 'תאריך התחלה',
    type: 'סוג',
    signed: 'הצעה חתומה',
    id: 'מזהה משרה',
  },
  kind: { 'After Service': 'אחרי תחילת השירות', 'Safety Net': 'רשת ביטחון', 'Before Service': 'לפני השירות' },
  empty: 'אף לקוח עוד לא מצא משרה',
  emptyHint: 'הצעה חתומה, או משרה שלקוח רושם שמצא, תופיע כאן.',
};
