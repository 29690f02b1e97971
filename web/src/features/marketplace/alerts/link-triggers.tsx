import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { tokenReceived } from '../../../app/auth-slice';
import { useAppDispatch } from '../../../app/hooks';
import { useNotices } from '../../../shared/use-notices';
import { usersApi } from '../../identity/users/users-api';
import { takeReturnPath } from '../../marketplace/payments/pro-dialog-state';
import { loadAlertsStrings } from './alerts-strings';
import { UnsubscribeConfirm } from './unsubscribe-confirm';

// The query-string triggers the links of mail and of other sites land with (§2), besides those the
// sign-in (confirmed, login, newPassword) and the checkout (proSuccess, proError, payment) handle:
// each says its §8 message or does its action, then leaves the address.
const messages = ['unsubscribed', 'invalidParams', 'invalidHash', 'emailNotFound', 'notAdded', 'approved', 'approveExpired', 'confirmExpired', 'emailChanged', 'emailChangeConfirmExpired'] as const;
const failures: ReadonlySet<string> = new Set(['invalidParams', 'invalidHash', 'emailNotFound', 'notAdded', 'approveExpired', 'confirmExpired', 'emailChangeConfirmExpired']);
const actions = ['err', 'user-token', 'androidToken', 'pick_job'] as const;
export const linkTriggers: readonly string[] = [...messages, ...actions];

const ANDROID_TOKEN_KEY = 'jobswipe.androidToken';
const titleOf = (key: string) => (key === 'unsubscribed' ? 'landing.unsubscribedTitle' : key === 'approved' ? 'landing.approvedTitle' : failures.has(key) ? 'landing.error' : 'landing.message') as 'landing.message';

export const LinkTriggers = () => {
  const [params] = useSearchParams();
  const { pathname, hash } = useLocation();
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const notices = useNotices();
  const { i18n } = useTranslation();
  const handled = useRef('');

  useEffect(() => {
    const pickJob = params.get('pick_job') === 'true' || /pick_job=true/.test(hash);
    const found = linkTriggers.filter((key) => params.has(key));
    const signature = `${params.toString()}${hash}`;
    if ((!found.length && !pickJob) || handled.current === signature) return;
    handled.current = signature;
    void (async () => {
      await loadAlertsStrings();
      const t = i18n.getFixedT(null, 'alerts');
      const rest = new URLSearchParams(params);
      linkTriggers.forEach((key) => rest.delete(key));
      let to: string = pathname;
      for (const key of found) {
        const value = params.get(key) ?? '';
        const said = messages.find((m) => m === key);
        if (said) notices.message(t(titleOf(said)), t(`landing.${said}`));
        else if (key === 'err') notices.message(t('landing.error'), value || t('landing.error'));
        else if (key === 'androidToken' && value) {
          try {
            localStorage.setItem(ANDROID_TOKEN_KEY, value);
          } catch {
            // storage blocked: the app asks for it again
          }
        } else if (key === 'user-token' && value) {
          // a sign-in made elsewhere (a social login): this browser holds the session, then goes back
          // to where the visitor was
          dispatch(tokenReceived({ token: value, kind: 'user' }));
          dispatch(usersApi.util.invalidateTags(['User']));
          to = takeReturnPath();
        }
      }
      if (pickJob) to = '/swipe';
      const query = rest.toString();
      // unsubscribed on the settings: the page opens at the mail preferences
      const at = pickJob ? '' : found.includes('unsubscribed') && to === '/settings' ? '#mail-preferences' : hash;
      navigate({ pathname: to, search: to === pathname && query ? `?${query}` : '', hash: at }, { replace: true });
    })();
  }, [params, hash, pathname, navigate, dispatch, notices, i18n]);

  return <UnsubscribeConfirm />;
};
