// Hebrew for the validation messages that the contracts' zod schemas (and the server) write in English.
const exact: Record<string, string> = {
  Required: 'שדה חובה',
  'Email is required': 'יש להזין אימייל',
  'Email is too long': 'האימייל ארוך מדי',
  'Enter a valid email address': 'יש להזין כתובת אימייל תקינה',
  'Password is required': 'יש להזין סיסמה',
  'Passwords do not match': 'הסיסמאות אינן תואמות',
  'Title is required': 'יש להזין את שם התפקיד',
  'Company is required': 'יש להזין את שם החברה',
  'Description is required': 'יש להזין תיאור',
  'Pick a location from the suggestions': 'בחרו מיקום מתוך ההצעות',
  'Zip code must be numeric': 'המיקוד חייב להכיל ספרות בלבד',
  'Salary cannot be negative': 'השכר לא יכול להיות שלילי',
  'Maximum salary is required once a minimum is set': 'יש להזין שכר מקסימלי כשמוזן שכר מינימלי',
  'Minimum salary is required once a maximum is set': 'יש להזין שכר מינימלי כשמוזן שכר מקסימלי',
  'Maximum salary cannot be below the minimum': 'השכר המקסימלי לא יכול להיות נמוך מהמינימלי',
  'Each tag may appear once': 'כל תגית יכולה להופיע פעם אחת',
  'Some fields need your attention': 'יש שדות שדורשים תשומת לב',
  'Wrong email or password': 'אימייל או סיסמה שגויים',
  'Please sign in to continue': 'יש להתחבר כדי להמשיך',
  'Your session has expired, please sign in again': 'פג תוקף ההתחברות, יש להתחבר שוב',
  'An account with this email already exists': 'כבר קיים חשבון עם האימייל הזה',
  'We sent you an email, please check your inbox': 'שלחנו לכם אימייל, בדקו את תיבת הדואר',
  'Reset password link expired': 'הקישור לאיפוס הסיסמה פג תוקף',
  'This reset link is not valid, please ask for a new one': 'קישור האיפוס אינו תקין, בקשו קישור חדש',
  'Your jobs limit reached': 'הגעתם למגבלת המשרות הפעילות שלכם',
  'This confirmation link is not valid': 'קישור האימות אינו תקין',
  'Something went wrong': 'משהו השתבש',
  'This job is no longer available': 'המשרה הזו כבר אינה זמינה',
  'You need to be a recruiter': 'צריך להיות במצב מגייס',
  'You need to be a job seeker': 'צריך להיות במצב מחפש עבודה',
  'Your email has successfully confirmed.': 'האימייל שלכם אומת בהצלחה.',
};

const patterns: [RegExp, (match: RegExpExecArray) => string][] = [
  [/^Use at least (\d+) characters$/, (m) => `יש להשתמש בלפחות ${m[1]} תווים`],
  [/^Use at most (\d+) characters$/, (m) => `אפשר להשתמש בעד ${m[1]} תווים`],
  [/^Use at most (\d+) tags$/, (m) => `אפשר להוסיף עד ${m[1]} תגיות`],
  [/^Mark at most (\d+) tags as best$/, (m) => `אפשר לסמן עד ${m[1]} תגיות מובילות`],
  [/^Best tags must be among the tags: (.*)$/, (m) => `תגיות מובילות חייבות להופיע ברשימת התגיות: ${m[1]}`],
  [/^Choose one of: (.*)$/, (m) => `יש לבחור אחת מהאפשרויות: ${m[1]}`],
];

export const hebrewMessage = (message: string): string => {
  if (exact[message]) return exact[message];
  for (const [pattern, render] of patterns) {
    const match = pattern.exec(message);
    if (match) return render(match);
  }
  return message;
};
