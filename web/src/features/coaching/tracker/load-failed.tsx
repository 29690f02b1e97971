// A moment as a day, in the reader's language.
export const dayOf = (iso: string, language: string): string => new Date(iso).toLocaleDateString(language === 'he' ? 'he-IL' : 'en-GB', { day: 'numeric', month: 'short', year: 'numeric' });
