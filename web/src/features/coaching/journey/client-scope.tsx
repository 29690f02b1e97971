import { useEffect, type ReactNode } from 'react';
import { clientPicked, pickedClient } from '../../../app/client-slice';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { Loading } from '../../../shell/loading';
import { useCurrentUser } from '../../identity/users/use-current-user';

// A coaching screen about one journey client: for staff the client its address names (picked once
// and kept while their screens are open: every call about a journey client is made for them and
// the socket follows them), for a client their own. The screen shows once the pick is made, so
// nothing on it reads another client's data first.
export const ClientScope = ({ userId, children }: { userId: string | null | undefined; children: ReactNode }) => {
  const { roles } = useCurrentUser();
  const wanted = roles.has('staff') ? (userId ?? null) : null;
  const picked = useAppSelector(pickedClient);
  const dispatch = useAppDispatch();
  useEffect(() => {
    if (picked !== wanted) dispatch(clientPicked(wanted));
  }, [dispatch, picked, wanted]);
  return picked === wanted ? <>{children}</> : <Loading />;
};
