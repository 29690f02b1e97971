import { lazy, Suspense, type ReactNode } from 'react';
import type { PageAccess } from '../app/screen';
import { useCurrentUser } from '../features/identity/users/use-current-user';
import { Loading } from './loading';
import { grants } from '@contracts/core/access';

// its frame loads only for the visitor who needs it: the first load of every page carries the check alone
const SignInRequired = lazy(() => import('./access-gate').then((m) => ({ default: m.SignInRequired })));

// Every screen's route: a visitor opening a screen for signed-in people is asked to sign in before
// the page loads or calls anything; the page itself still decides what signed-in people see. A
// screen open to visitors renders at once.
export const SignInGate = ({ access, children }: { access: PageAccess; children: ReactNode }) => {
  const { isLoading, roles } = useCurrentUser();
  if (roles.has('authed') || grants(access, roles)) return <>{children}</>;
  if (isLoading) return <Loading />;
  return (
    <Suspense fallback={<Loading />}>
      <SignInRequired />
    </Suspense>
  );
};
