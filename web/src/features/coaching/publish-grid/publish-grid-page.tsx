import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Container from '@mui/material/Container';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import ScheduleSendOutlined from '@mui/icons-material/ScheduleSendOutlined';
import FiberManualRecord from '@mui/icons-material/FiberManualRecord';
import type { PublishCell, PublishUser } from '@contracts/coaching/publish-grid/publish-grid';
import { AccessGate } from '../../../shell/access-gate';
import { ConfirmDialog } from '../../../shared/confirm-dialog';
import { errorText } from '../../../shared/api-error';
import { useNotices } from '../../../shared/use-notices';
import { publicationApi } from '../publication/publication-api';
import { productSlug } from '../portal/product';
import { publishGridApi } from './publish-grid-api';
import { GridCell } from './grid-cell';
import { HistoryDialog } from './history-dialog';
import { UsersPanel } from './users-panel';

type Mode = 'user' | 'cell';
type Slot = { publishTime: string; part: number };

function PublishGrid() {
  const { t } = useTranslation('publishGrid');
  const notices = useNotices();
  const { data, isLoading, error, refetch } = publishGridApi.useGetPublishesDataQuery({});
  const [place, placing] = publishGridApi.useChangePublishListMutation();
  const [remove] = publishGridApi.useDeletePublishCellMutation();
  const [inlay, inlaying] = publishGridApi.useInlayPublishListMutation();
  const [globals] = publishGridApi.useJhPublishUpdateGlobalsMutation();
  const [approve, approving] = publicationApi.useApprovePublishMutation();
  const [mode, setMode] = useState<Mode>('user');
  const [user, setUser] = useState<PublishUser | null>(null);
  const [slot, setSlot] = useState<Slot | null>(null);
  const [removing, setRemoving] = useState<PublishCell | null>(null);
  const [history, setHistory] = useState<{ userId: string; name: string } | null>(null);

  const assign = async (who: PublishUser, where: Slot) => {
    const answer = await place({ part: where.part as 1 | 2 | 3 | 4, publishTime: where.publishTime as '09:00', userData: { userId: who.userId } });
    if ('error' in answer) notices.error(answer.error);
    setUser(null);
    setSlot(null);
  };
  // user-selected: a user, then a cell; cell-selected: a cell, then a user
  const chooseSlot = (where: Slot) => (mode === 'user' && user ? void assign(user, where) : setSlot(where));
  const chooseUser = (who: PublishUser) => (mode === 'cell' && slot ? void assign(who, slot) : setUser(who));

  if (isLoading) return <Skeleton variant="rounded" height={420} />;
  if (error || !data)
    return (
      <Alert severity="error" action={<Button onClick={() => void refetch()}>{t('retry')}</Button>}>
        {errorText(error, t('grid.loadError'))}
      </Alert>
    );
  const cellsAt = (time: string, part: number) => data.publishList.filter((c) => c.publishTime === time && c.part === part);

  return (
    <>
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1, alignItems: 'center', mb: 2 }}>
        <FormControlLabel control={<Switch checked={data.globals.publishOn} onChange={(e) => void globals({ flag: e.target.checked })} />} label={t('grid.publishOn')} />
        <FormControlLabel control={<Switch checked={data.globals.sendNewslettersOn} onChange={(e) => void globals({ sendNewslettersOn: e.target.checked })} />} label={t('grid.newslettersOn')} />
        <Button variant="outlined" disabled={inlaying.isLoading} onClick={() => void inlay({}).then((a) => 'error' in a && notices.error(a.error))}>
          {t('grid.inlay')}
        </Button>
        <Button component={RouterLink} to={`/${productSlug()}-recruiters`}>
          {t('grid.contacts')}
        </Button>
      </Stack>
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1, alignItems: 'center', mb: 2 }}>
        <ToggleButtonGroup size="small" exclusive value={mode} aria-label={t('grid.mode')} onChange={(_e, next: Mode | null) => next && (setMode(next), setUser(null), setSlot(null))}>
          <ToggleButton value="user">{t('grid.userMode')}</ToggleButton>
          <ToggleButton value="cell">{t('grid.cellMode')}</ToggleButton>
        </ToggleButtonGroup>
        {user && <Chip color="primary" onDelete={() => setUser(null)} label={t('grid.selectedUser', { name: user.name ?? '' })} />}
        {slot && <Chip color="primary" onDelete={() => setSlot(null)} label={t('grid.selectedCell', { time: slot.publishTime, part: slot.part })} />}
      </Stack>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '280px 1fr' }, alignItems: 'start' }}>
        <UsersPanel
          users={data.users}
          selected={user?.userId ?? null}
          onSelect={chooseUser}
          onHistory={(u) => setHistory({ userId: u.userId, name: u.name ?? '' })}
          onApprove={(u) => void approve({ userId: u.userId, newCycle: true }).then((a) => 'error' in a && notices.error(a.error))}
          approving={approving.isLoading}
        />
        <Paper variant="outlined" sx={{ overflow: 'auto', maxWidth: '100%' }}>
          <Table size="small" aria-label={t('grid.title')} sx={{ minWidth: 680 }}>
            <TableHead>
              <TableRow>
                <TableCell sx={{ width: 64 }}>{t('grid.time')}</TableCell>
                {data.consts.parts.map((part) => (
                  <TableCell key={part}>{t('grid.part', { part })}</TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>
              {data.consts.publishTimes.map((time) => (
                <TableRow key={time}>
                  <TableCell component="th" scope="row" sx={{ fontWeight: 600 }} dir="ltr">
                    {time}
                  </TableCell>
                  {data.consts.parts.map((part) => {
                    const here = cellsAt(time, part);
                    const chosen = slot?.publishTime === time && slot.part === part;
                    return (
                      <TableCell key={part} sx={{ verticalAlign: 'top', minWidth: 160 }}>
                        <Stack sx={{ gap: 0.5 }}>
                          {here.map((cell) => (
                            <GridCell key={cell._id} cell={cell} onRemove={() => setRemoving(cell)} />
                          ))}
                          <Button
                            size="small"
                            variant={chosen ? 'contained' : 'text'}
                            disabled={placing.isLoading}
                            aria-label={user && mode === 'user' ? t('grid.place', { name: user.name ?? '', time, part }) : t('grid.selectSlot', { time, part })}
                            onClick={() => chooseSlot({ publishTime: time, part })}
                            sx={{ justifyContent: 'flex-start', color: chosen ? undefined : 'text.secondary' }}
                          >
                            {t('grid.emptyCell')}
                          </Button>
                        </Stack>
                      </TableCell>
                    );
                  })}
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Paper>
      </Box>
      <ConfirmDialog
        open={removing !== null}
        danger
        title={t('grid.remove')}
        text={removing ? t('grid.removeConfirm', { name: removing.name ?? '', part: removing.part, time: removing.publishTime }) : ''}
        confirmLabel={t('grid.remove')}
        cancelLabel={t('cancel')}
        onCancel={() => setRemoving(null)}
        onConfirm={() => {
          const cell = removing;
          setRemoving(null);
          if (cell) void remove({ cellId: cell._id }).then((a) => 'error' in a && notices.error(a.error));
        }}
      />
      <HistoryDialog person={history} onClose={() => setHistory(null)} />
    </>
  );
}

// The staff's publish schedule (back-office spec §2 /{product}-publishes), live for every watcher.
export const PublishGridPage = () => {
  const { t } = useTranslation('publishGrid');
  return (
    <AccessGate access="staff" icon={<ScheduleSendOutlined />} title={t('grid.title')}>
      <Container maxWidth="xl" sx={{ py: { xs: 2, md: 4 } }}>
        <Box sx={{ mb: 2, display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
          <Typography variant="h4" component="h1" sx={{ fontSize: { xs: 26, sm: 32 } }}>
            {t('grid.title')}
          </Typography>
          <Chip size="small" color="success" variant="outlined" icon={<FiberManualRecord sx={{ fontSize: 12 }} />} label={t('grid.live')} />
          <Typography sx={{ color: 'text.secondary', flexBasis: '100%' }}>{t('grid.subtitle')}</Typography>
        </Box>
        <PublishGrid />
      </Container>
    </AccessGate>
  );
};
