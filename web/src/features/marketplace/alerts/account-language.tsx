import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { changeLanguage, currentLanguage, isLanguage, languageChosenHere } from '../../../app/i18n';
import { useCurrentUser } from '../../identity/users/use-current-user';
import { alertsApi } from './alerts-api';

// A signed-in person's language is kept on their account, so their mail is written in it and a new
// browser they sign in on speaks it: on signing in, a browser where a language was chosen tells the
// account its choice, and one where none was takes the account's; a language chosen anywhere
// afterwards (the top bar, the menu, /settings) is saved to the account.
export const AccountLanguage = () => {
  const { user } = useCurrentUser();
  const { i18n } = useTranslation();
  const { data } = alertsApi.useGetMailPreferencesQuery({}, { skip: !user });
  const [save] = alertsApi.useSetMailPreferencesMutation();
  // the account whose language the screens took: choices after that are the person's own
  const adopted = useRef<string | null>(null);
  const saved = data?.preferences.language;

  useEffect(() => {
    if (!user) {
      adopted.current = null;
      return;
    }
    if (!saved || adopted.current === user._id) return;
    adopted.current = user._id;
    const here = currentLanguage();
    if (saved === here) return;
    if (languageChosenHere()) void save({ language: here }).catch(() => undefined);
    else void changeLanguage(saved);
  }, [user, saved, save]);

  useEffect(() => {
    const chosen = (language: string) => {
      if (!user || adopted.current !== user._id || !saved || !isLanguage(language) || language === saved) return;
      void save({ language }).catch(() => undefined);
    };
    i18n.on('languageChanged', chosen);
    return () => i18n.off('languageChanged', chosen);
  }, [i18n, user, saved, save]);

  return null;
};
