import type { FaqItem } from '../../../contracts/marketplace/faq/calls';

// What the product's users ask most, as the support team answers it. Edited here, served as is.
export const faqContent: readonly FaqItem[] = [
  {
    id: 'apply',
    topic: 'seekers',
    en: { question: 'How do I apply for a job?', answer: 'Open a job and press Apply. Your profile goes to the recruiter; when they connect with you too, it is a match and you both see each other\'s email and phone.' },
    he: { question: 'איך מגישים מועמדות למשרה?', answer: 'פותחים משרה ולוחצים על "הגשת מועמדות". הפרופיל שלכם נשלח למגייס; כשגם הוא מתחבר אליכם זו התאמה, ושניכם רואים את האימייל והטלפון זה של זה.' },
  },
  {
    id: 'resume',
    topic: 'seekers',
    en: { question: 'Which resume files can I upload?', answer: 'A doc, docx or pdf file of up to 500 KB. We read its text into your profile description and suggest skills found in it; you can edit both.' },
    he: { question: 'אילו קבצי קורות חיים אפשר להעלות?', answer: 'קובץ doc, docx או pdf עד 500KB. אנחנו קוראים את הטקסט שלו לתיאור הפרופיל ומציעים כישורים שמצאנו בו; אפשר לערוך את שניהם.' },
  },
  {
    id: 'visibility',
    topic: 'seekers',
    en: { question: 'Who can see my profile?', answer: 'Recruiters, while your profile is visible. In your profile\'s Visibility section you choose whether it shows in resume search and on search engines.' },
    he: { question: 'מי יכול לראות את הפרופיל שלי?', answer: 'מגייסים, כל עוד הפרופיל גלוי. בחלק "נראות" שבפרופיל בוחרים אם יופיע בחיפוש קורות חיים ובמנועי חיפוש.' },
  },
  {
    id: 'post-job',
    topic: 'recruiters',
    en: { question: 'Does posting a job cost anything?', answer: 'No. Post jobs free; up to 5 can be active at once (20 with Pro). Past the limit a job is saved inactive until you deactivate another.' },
    he: { question: 'האם פרסום משרה עולה כסף?', answer: 'לא. מפרסמים משרות בחינם; עד 5 יכולות להיות פעילות בו-זמנית (20 עם Pro). מעבר למגבלה המשרה נשמרת כלא פעילה עד שמשביתים משרה אחרת.' },
  },
  {
    id: 'pro',
    topic: 'pro',
    en: { question: 'What does Pro give me?', answer: 'Unlimited applications, contact details without a match, skipping the line and anonymous search, for 1, 3 or 6 months.' },
    he: { question: 'מה מקבלים ב-Pro?', answer: 'הגשות ללא הגבלה, פרטי קשר גם בלי התאמה, קפיצה לראש התור וחיפוש אנונימי, ל-1, 3 או 6 חודשים.' },
  },
  {
    id: 'delete',
    topic: 'account',
    en: { question: 'How do I delete my account?', answer: 'You can delete your account at any time, confirming with your password. Your personal data, resume and picture are erased for good.' },
    he: { question: 'איך מוחקים את החשבון?', answer: 'אפשר למחוק את החשבון בכל עת, באישור הסיסמה. המידע האישי, קורות החיים והתמונה נמחקים לצמיתות.' },
  },
];
