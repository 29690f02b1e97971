import type { Texts } from '../../../../app/texts';
import type { en } from './en';

// Hebrew texts of the 'savedItems' namespace: the same keys as en.ts.
export const he: Texts<typeof en> = {
  messages: {
    SavedItemTypeUnknown: 'אפשר לשמור משרה או קורות חיים (itemType job או profile)',
    SavedTooMany: 'אפשר לשמור עד {{maximum}} פריטים: יש להסיר חלק קודם',
    SavedJobsAreForSeekers: 'רק מחפשי עבודה שומרים משרות: יש לעבור למצב מועמד כדי לשמור',
    SavedResumesAreForRecruiters: 'רק מגייסים שומרים קורות חיים: יש לעבור למצב מגייס כדי לשמור',
    ItemSaved: 'נשמר בפריטים השמורים',
    ItemUnsaved: 'הוסר מהפריטים השמורים',
  },
  errors: {
    SavedItemNotFound: 'הפריט כבר לא זמין, ולכן אי אפשר לשמור אותו',
  },
  save: 'שמירה',
  saved: 'נשמר',
  // the visible word (שמירה / נשמר) leads the name
  saveJob: 'שמירה – {{title}}',
  unsaveJob: 'נשמר – {{title}}, הסרה מהשמורים',
  saveResume: 'שמירה – קורות החיים של {{name}}',
  unsaveResume: 'נשמר – קורות החיים של {{name}}, הסרה מהשמורים',
  signInToSave: 'שמירה – יש להתחבר כדי לשמור',
  title: 'שמורים',
  subtitle: 'המשרות וקורות החיים שסימנת, כדי לחזור אליהם אחר כך.',
  jobs: 'משרות שמורות',
  resumes: 'קורות חיים שמורים',
  emptyJobs: 'אין משרות שמורות',
  emptyJobsHint: 'אפשר ללחוץ על הסימנייה בכל משרה שמעניינת אותך כדי לשמור אותה לאחר כך',
  emptyResumes: 'אין קורות חיים שמורים',
  emptyResumesHint: 'אפשר ללחוץ על הסימנייה בכל קורות חיים שמעניינים אותך כדי לשמור אותם לאחר כך',
  browseJobs: 'לכל המשרות',
  browseResumes: 'לכל קורות החיים',
  savedOn: 'נשמר {{when}}',
  jobGone: 'המשרה הזו כבר לא זמינה',
  resumeGone: 'קורות החיים האלה כבר לא זמינים',
  jobExpired: 'המשרה הזו כבר לא מקבלת מועמדים',
  remove: 'הסרה',
  removeNamed: 'הסרה – {{title}} מהשמורים',
  removed: 'הוסר מהפריטים השמורים',
  failed: 'לא הצלחנו לטעון את הפריטים השמורים.',
};
