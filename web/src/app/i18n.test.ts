import { describe, expect, it } from 'vitest';
import { loadUsersStrings } from '../features/identity/users/users-strings';
import { loadJobsStrings } from '../features/marketplace/jobs/jobs-strings';
import { inHebrew } from '../test/in-hebrew';
import { translateAnswer, translateCode, translateMessage } from './i18n';

describe('messages by code, in Hebrew', () => {
  inHebrew(loadUsersStrings, loadJobsStrings);

  it("translates a rule's English by the code the loaded catalogs give it, with its parameters", () => {
    expect(translateMessage('Use at most 10 tags')).toBe('אפשר להוסיף עד 10 תגיות');
    expect(translateMessage('Use at most 120 characters')).toBe('אפשר להשתמש בעד 120 תווים');
    // an error catalogue's text said by a rule is known by the error's code
    expect(translateMessage('Passwords do not match')).toBe('הסיסמאות אינן תואמות');
    // what no catalog says is shown as it is
    expect(translateMessage('Something nobody catalogued')).toBe('Something nobody catalogued');
  });

  it("translates an answer's message by its messageCode, and a code the locales lack as its English", () => {
    expect(translateAnswer({ message: 'We sent you an email, please check your inbox', messageCode: 'CheckYourInbox' })).toBe('שלחנו לכם אימייל, בדקו את תיבת הדואר');
    expect(translateCode('errors', 'WrongCredentials', undefined, 'Wrong email or password')).toBe('אימייל או סיסמה שגויים');
    expect(translateCode('messages', 'NoSuchCode', undefined, 'As the server said it')).toBe('As the server said it');
  });
});
