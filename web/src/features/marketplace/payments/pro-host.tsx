import { lazy, Suspense, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useCurrentUser } from '../../identity/users/use-current-user';
import { checkoutOutcomes, closeProDialog, useProDialogState } from './pro-dialog-state';
import { loadPaymentsStrings } from './payments-strings';

// The dialog, its plans and the payments call table load the first time the dialog opens.
const ProDialog = lazy(() => Promise.all([import('./pro-dialog'), loadPaymentsStrings()]).then(([m]) => ({ default: m.ProDialog })));
// The outcome handling loads only on the way back from the checkout.
const CheckoutReturn = lazy(() => import('./checkout-return').then((m) => ({ default: m.CheckoutReturn })));

// Once mounted, stays mounted: the dialog animates out, and the return finishes its navigation.
const useOnceTrue = (value: boolean) => {
  const [seen, setSeen] = useState(value);
  if (value && !seen) setSeen(true);
  return seen;
};

// Mounted once by the shell: the Pro dialog (only seekers see it) and the checkout's way back.
// Neither is downloaded before it is needed.
export const ProHost = () => {
  const { open } = useProDialogState();
  const { role } = useCurrentUser();
  const [params] = useSearchParams();
  const dialogLoaded = useOnceTrue(open && role === 'seeker');
  const returning = useOnceTrue(checkoutOutcomes.some((key) => params.has(key)));
  useEffect(() => {
    if (open && role === 'recruiter') closeProDialog();
  }, [open, role]);
  return (
    <>
      {dialogLoaded && (
        <Suspense fallback={null}>
          <ProDialog />
        </Suspense>
      )}
      {returning && (
        <Suspense fallback={null}>
          <CheckoutReturn />
        </Suspense>
      )}
    </>
  );
};
