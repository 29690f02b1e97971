import { lazy, Suspense, useState } from 'react';
import { useAppSelector } from '../app/hooks';


// The snackbar and the dialogs bring MUI's transition and modal code: they load with the first
// notice, not with the first page.
const NoticeSnackbar = lazy(() => import('./notices').then((m) => ({ default: m.NoticeSnackbar })));
const NoticeDialog = lazy(() => import('./notices').then((m) => ({ default: m.NoticeDialog })));

// Mounted once there is something to show, and kept so it can animate out.
const useOnceTrue = (value: boolean) => {
  const [seen, setSeen] = useState(value);
  if (value && !seen) setSeen(true);
  return seen;
};

// The snackbar, the generic message dialog and the error dialog, for the whole app.
export const NoticeHost = () => {
  const { snackbar, dialog } = useAppSelector((state) => state.notice);
  const showSnackbar = useOnceTrue(Boolean(snackbar));
  const showDialog = useOnceTrue(Boolean(dialog));
  return (
    <Suspense fallback={null}>
      {showSnackbar && <NoticeSnackbar />}
      {showDialog && <NoticeDialog />}
    </Suspense>
  );
};
