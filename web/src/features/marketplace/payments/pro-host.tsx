import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { api } from '../../../app/api';
import { useAppDispatch } from '../../../app/hooks';
import { useNotices } from '../../../shared/use-notices';
import { useCurrentUser } from '../../identity/users/use-current-user';
import { closeProDialog, takeReturnPath, useProDialogState } from './pro-dialog-state';
import { loadPaymentsStrings } from './payments-strings';

// The dialog, its plans and the payments call table load the first time the dialog opens.
const ProDialog = lazy(() => Promise.all([import('./pro-dialog'), loadPaymentsStrings()]).then(([m]) => ({ default: m.ProDialog })));

const outcomes = ['proSuccess', 'proError', 'payment'] as const;

// Mounted once by the shell: the Pro dialog (only seekers see it) and the checkout's way back
// (?proSuccess / ?proError), which tells the outcome and returns to where the buyer was.
export const ProHost = () => {
  const { open } = useProDialogState();
  const { role } = useCurrentUser();
  const [loaded, setLoaded] = useState(false);
  if (open && role === 'seeker' && !loaded) setLoaded(true);
  useEffect(() => {
    if (open && role === 'recruiter') closeProDialog();
  }, [open, role]);
  useCheckoutReturn();
  return loaded ? (
    <Suspense fallback={null}>
      <ProDialog />
    </Suspense>
  ) : null;
};

const useCheckoutReturn = () => {
  const [params] = useSearchParams();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const notices = useNotices();
  const dispatch = useAppDispatch();
  const { i18n } = useTranslation('payments');
  const handled = useRef(false);
  const outcome = outcomes.find((key) => params.has(key));

  useEffect(() => {
    if (!outcome || handled.current) return;
    handled.current = true;
    void (async () => {
      await loadPaymentsStrings();
      const tp = i18n.getFixedT(null, 'payments');
      if (outcome === 'proSuccess') {
        notices.message(tp('pro.successTitle'), tp('pro.successText'));
        // the account is Pro now: the top bar and the credits read it again
        dispatch(api.util.invalidateTags(['User', 'Credits']));
      }
      else if (outcome === 'proError') notices.message(tp('pro.errorTitle'), tp('pro.errorText'));
      else if (params.get('payment') === 'cancelled') notices.snackbar(tp('pro.cancelled'));
      const back = takeReturnPath();
      const rest = new URLSearchParams(params);
      outcomes.forEach((key) => rest.delete(key));
      const query = rest.toString();
      navigate(back !== '/' ? back : { pathname, search: query }, { replace: true });
    })();
  }, [outcome, params, pathname, navigate, notices, i18n, dispatch]);
};
