import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { useAppDispatch } from '../../../app/hooks';
import { useNotices } from '../../../shared/use-notices';
import { usersApi } from '../../identity/users/users-api';
import { creditsApi } from '../credits/credits-api';
import { loadPaymentsStrings } from './payments-strings';
import { checkoutOutcomes, takeReturnPath } from './pro-dialog-state';

// The checkout's way back (?proSuccess / ?proError / ?payment): tells the outcome and returns to
// where the buyer was.
export const CheckoutReturn = () => {
  const [params] = useSearchParams();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const notices = useNotices();
  const dispatch = useAppDispatch();
  const { i18n } = useTranslation('payments');
  const handled = useRef(false);
  const outcome = checkoutOutcomes.find((key) => params.has(key));

  useEffect(() => {
    if (!outcome || handled.current) return;
    handled.current = true;
    void (async () => {
      await loadPaymentsStrings();
      const tp = i18n.getFixedT(null, 'payments');
      if (outcome === 'proSuccess') {
        notices.message(tp('pro.successTitle'), tp('pro.successText'));
        // the account is Pro now: the top bar and the credits read it again
        dispatch(usersApi.util.invalidateTags(['User']));
        dispatch(creditsApi.util.invalidateTags(['Credits']));
      }
      else if (outcome === 'proError') notices.message(tp('pro.errorTitle'), tp('pro.errorText'));
      else if (params.get('payment') === 'cancelled') notices.snackbar(tp('pro.cancelled'));
      const back = takeReturnPath();
      const rest = new URLSearchParams(params);
      checkoutOutcomes.forEach((key) => rest.delete(key));
      const query = rest.toString();
      navigate(back !== '/' ? back : { pathname, search: query }, { replace: true });
    })();
  }, [outcome, params, pathname, navigate, notices, i18n, dispatch]);

  return null;
};
