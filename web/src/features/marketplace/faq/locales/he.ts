import type { Texts } from '../../../../app/texts';
import type { en } from './en';

export const he: Texts<typeof en> = {
  title: 'שאלות נפוצות',
  intro: 'תשובות למה שהכי שואלים אותנו.',
  loading: 'טוען…',
  failed: 'לא הצלחנו לטעון את השאלות.',
  retry: 'נסו שוב',
  topics: { seekers: 'מחפשי עבודה', recruiters: 'מגייסים', account: 'החשבון שלכם', pro: 'Pro' },
};
