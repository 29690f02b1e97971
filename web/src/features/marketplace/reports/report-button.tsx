import { lazy, Suspense, useState, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import Button from '@mui/material/Button';
import OutlinedFlag from '@mui/icons-material/OutlinedFlag';
import type { ReportType } from '@contracts/marketplace/reports/report';
import { signInDialogOpened } from '../../../app/auth-slice';
import { useAppDispatch } from '../../../app/hooks';
import { useCurrentUser } from '../../identity/users/use-current-user';
import { MY_REPORTS_ARGS, reportsApi } from './reports-api';

const Dialog = lazy(() => import('./report-dialog').then((m) => ({ default: m.ReportDialog })));

export type ReportButtonProps = { type: ReportType; objectId: string; name: string; ownerId?: string | null; company?: string };

// Report (marketplace spec §4–§6): hidden once the person reported it, and on their own job or
// profile; a visitor is asked to sign in.
export const ReportButton = ({ type, objectId, name, ownerId, company }: ReportButtonProps) => {
  const { t } = useTranslation('reports');
  const dispatch = useAppDispatch();
  const { isAuthed, user } = useCurrentUser();
  const { data, isLoading } = reportsApi.useGetMyReportsQuery(MY_REPORTS_ARGS, { skip: !isAuthed });
  const [open, setOpen] = useState(false);
  const reported = data?.reports.some((r) => r.type === type && r.objectId === objectId) ?? false;
  if ((isAuthed && (isLoading || reported)) || (user && ownerId === user._id)) return null;
  const press = (event: MouseEvent) => {
    event.stopPropagation();
    if (isAuthed) setOpen(true);
    else dispatch(signInDialogOpened('signIn'));
  };
  return (
    <>
      <Button size="small" color="inherit" startIcon={<OutlinedFlag />} onClick={press} aria-label={t('reportNamed', { name })} sx={{ color: 'text.secondary', minWidth: 0 }}>
        {t('report')}
      </Button>
      {open && (
        <Suspense fallback={null}>
          <Dialog open type={type} objectId={objectId} name={name} company={company} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
};
