import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { usersApi } from './users-api';
import { loadUsersStrings } from './users-strings';
import { signInDialogOpened } from '../../../app/auth-slice';
import { useAppDispatch } from '../../../app/hooks';
import { translateAnswer } from '../../../app/i18n';
import { useNotices } from '../../../shared/use-notices';

// Links in emails land with a query-string trigger: ?confirmed=<token>, ?login, ?newPassword&email=…&code=….
export const QueryTriggers = () => {
  const [params] = useSearchParams();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const notices = useNotices();
  const { t } = useTranslation();
  const [confirmEmail] = usersApi.useConfirmEmailMutation();
  const handled = useRef('');

  useEffect(() => {
    const key = params.toString();
    if (!key || handled.current === key) return;
    handled.current = key;
    const rest = new URLSearchParams(params);
    let changed = false;

    const confirmed = params.get('confirmed');
    if (confirmed !== null) {
      rest.delete('confirmed');
      changed = true;
      confirmEmail({ token: confirmed })
        .unwrap()
        // the answer is said in the users namespace, which the page may not have loaded yet
        .then(async (result) => {
          await loadUsersStrings();
          notices.message(t('notice.emailConfirmedTitle'), translateAnswer(result));
        })
        .catch((error: unknown) => notices.error(error));
    }
    if (params.has('login')) {
      rest.delete('login');
      changed = true;
      dispatch(signInDialogOpened('signIn'));
    }
    if (params.has('newPassword') && pathname !== '/newPassword') {
      rest.delete('newPassword');
      navigate({ pathname: '/newPassword', search: rest.toString() }, { replace: true });
      return;
    }
    if (changed) navigate({ pathname, search: rest.toString() }, { replace: true });
  }, [params, pathname, navigate, dispatch, notices, t, confirmEmail]);

  return null;
};
