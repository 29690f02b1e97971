import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ButtonGroup from '@mui/material/ButtonGroup';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import EditNoteOutlined from '@mui/icons-material/EditNoteOutlined';
import type { AdminUserSearch } from '@contracts/identity/admin-users/admin-users';
import { formatDate } from '@contracts/core/data-table-cells';
import type { UserData } from '@contracts/identity/users/user';
import { proPlanMonths } from '@contracts/marketplace/payments/plans';
import { translateMessage } from '../../../app/i18n';
import { errorIssues } from '../../../shared/api-error';
import { ConfirmDialog } from '../../../shared/confirm-dialog';
import { useNotices } from '../../../shared/use-notices';
import { productName } from '../../coaching/portal/product';
import { adminUserDataApi, adminUsersApi } from './admin-users-api';
import { changesOf, draftOf, fieldErrorsOf, problemsOf, proDay, type Draft, type DraftField, type FieldErrors } from './user-card-draft';

type Props = { user: UserData; search: AdminUserSearch; onExtraInfo: (user: UserData) => void };
type Confirming = 'exclude' | 'delete' | null;

// the plans' months, shortest first: +1, +3, +6
const monthButtons = [...proPlanMonths].sort((a, b) => a - b);

function RoleChips({ user }: { user: UserData }) {
  const { t } = useTranslation('adminUsers');
  const product = productName();
  const roles: [boolean, string, 'default' | 'primary' | 'secondary' | 'error' | 'success'][] = [
    [user.excludedByAdmin, t('role.excluded'), 'error'],
    [user.isAdmin, t('role.admin'), 'secondary'],
    [user.isJHAdmin, t('role.jhAdmin', { product }), 'primary'],
    [user.isJHUser, t('role.jhUser', { product }), 'primary'],
    [user.isActiveJHUser, t('role.activeJhUser'), 'success'],
    [user.isCSManager, t('role.csManager'), 'default'],
    [user.isCAdmin, t('role.cAdmin'), 'default'],
    [user.partner !== null, t('role.partner', { partner: user.partner }), 'default'],
    [true, user.lookingforwork ? t('role.seeker') : t('role.recruiter'), 'default'],
  ];
  return (
    <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 0.75 }}>
      {roles
        .filter(([held]) => held)
        .map(([, label, color]) => (
          <Chip key={label} size="small" label={label} color={color} variant={color === 'default' ? 'outlined' : 'filled'} />
        ))}
    </Stack>
  );
}

// One person found: who they are, the three fields an admin edits (a changed mark, Save and Cancel;
// what was typed stays when saving fails), the Pro months, extra info, exclusion and deletion.
export function UserCard({ user, search, onExtraInfo }: Props) {
  const { t } = useTranslation('adminUsers');
  const notices = useNotices();
  const [draft, setDraft] = useState<Draft | null>(null);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [confirming, setConfirming] = useState<Confirming>(null);
  const [save, saving] = adminUserDataApi.useSetAdminUserDataMutation();
  const [extend, extending] = adminUsersApi.useExtendProPlanMutation();
  const [exclude, excluding] = adminUsersApi.useExcludeUserByAdminAndGetUsersMutation();
  const [remove, removing] = adminUsersApi.useDeleteUserByAdminMutation();

  const shown = draft ?? draftOf(user);
  const changes = changesOf(shown, user);
  const changed = Object.keys(changes).length > 0;
  const name = user.name || user.email;
  const ids = { contactCredit: `${user._id}-contact`, promoteCredit: `${user._id}-promote`, proEndDate: `${user._id}-pro` };

  const edit = (field: DraftField, value: string) => {
    setDraft({ ...shown, [field]: value });
    setErrors((e) => ({ ...e, [field]: undefined }));
  };
  const cancel = () => {
    setDraft(null);
    setErrors({});
  };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!changed) return;
    const problems = problemsOf(changes);
    if (Object.keys(problems).length) return setErrors(problems);
    const saved = await save({ userId: user._id, data: changes as never, fetchParams: search });
    if ('error' in saved) {
      const onFields = fieldErrorsOf(errorIssues(saved.error));
      if (Object.keys(onFields).length) setErrors(onFields);
      else notices.error(saved.error);
      return;
    }
    cancel();
    notices.snackbar(t('card.saved'));
  };
  const addMonths = async (months: 1 | 3 | 6) => {
    const added = await extend({ userId: user._id, months });
    if ('error' in added) return notices.error(added.error);
    notices.snackbar(t('card.proAdded', { date: formatDate(added.data.userData.proEndDate, 'UTC') }));
  };
  const confirm = async () => {
    const done =
      confirming === 'delete'
        ? await remove({ userId: user._id, fetchParams: search })
        : await exclude({ userId: user._id, excluded: !user.excludedByAdmin, fetchParams: search });
    setConfirming(null);
    if ('error' in done) notices.error(done.error);
  };

  const field = (key: 'contactCredit' | 'promoteCredit') => (
    <TextField
      id={ids[key]}
      label={t(`card.${key}`)}
      value={shown[key]}
      onChange={(e) => edit(key, e.target.value)}
      error={Boolean(errors[key])}
      helperText={errors[key] ? translateMessage(errors[key]) : undefined}
      size="small"
      slotProps={{ htmlInput: { inputMode: 'numeric', dir: 'ltr' } }}
      sx={{ width: { xs: '100%', sm: 150 } }}
    />
  );

  return (
    <Paper component="article" variant="outlined" aria-label={t('card.label', { name })} sx={{ p: { xs: 2, sm: 2.5 }, borderColor: changed ? 'warning.main' : undefined }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ justifyContent: 'space-between', gap: 1, mb: 1.5 }}>
        <Box sx={{ minWidth: 0 }}>
          <Typography variant="h6" component="h3" sx={{ fontSize: 18, fontWeight: 700, overflowWrap: 'anywhere' }}>
            {name}
          </Typography>
          <Typography variant="body2" sx={{ color: 'text.secondary', overflowWrap: 'anywhere' }}>
            <bdi dir="ltr">{user.email}</bdi>
          </Typography>
          <Typography variant="caption" sx={{ color: 'text.secondary', display: 'block' }}>
            {t('card.joined', { date: formatDate(user.datecreated, 'Asia/Jerusalem') })} · {t('card.id')}: <bdi dir="ltr">{user._id}</bdi>
          </Typography>
        </Box>
        <Box sx={{ flexShrink: 0 }}>
          <RoleChips user={user} />
        </Box>
      </Stack>

      <Box component="form" onSubmit={submit} noValidate>
        <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 1.5, alignItems: { sm: 'flex-start' }, flexWrap: 'wrap' }}>
          {field('contactCredit')}
          {field('promoteCredit')}
          <TextField
            id={ids.proEndDate}
            type="date"
            label={t('card.proEndDate')}
            value={shown.proEndDate}
            onChange={(e) => edit('proEndDate', e.target.value)}
            error={Boolean(errors.proEndDate)}
            helperText={errors.proEndDate ? translateMessage(errors.proEndDate) : proDay(user) ? undefined : t('card.noPro')}
            size="small"
            slotProps={{ inputLabel: { shrink: true }, htmlInput: { dir: 'ltr' } }}
            sx={{ width: { xs: '100%', sm: 180 } }}
          />
          <Stack direction="row" sx={{ gap: 1, alignItems: 'center', minHeight: 40, flexWrap: 'wrap' }}>
            {changed && <Chip icon={<EditNoteOutlined />} label={t('card.changed')} color="warning" size="small" role="status" />}
            <Button type="submit" variant="contained" disabled={!changed} loading={saving.isLoading}>
              {t('card.save')}
            </Button>
            <Button onClick={cancel} disabled={!changed || saving.isLoading}>
              {t('card.cancel')}
            </Button>
          </Stack>
        </Stack>
      </Box>

      <Stack direction={{ xs: 'column', md: 'row' }} sx={{ mt: 2, gap: 1.5, justifyContent: 'space-between', alignItems: { md: 'center' } }}>
        <Stack direction="row" sx={{ gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
          <Typography variant="body2" sx={{ fontWeight: 600 }} id={`${user._id}-add-pro`}>
            {t('card.addPro')}
          </Typography>
          <ButtonGroup size="small" variant="outlined" aria-labelledby={`${user._id}-add-pro`} disabled={extending.isLoading}>
            {monthButtons.map((months) => (
              <Button key={months} onClick={() => void addMonths(months)}>
                <bdi>{t('card.addMonths', { count: months })}</bdi>
              </Button>
            ))}
          </ButtonGroup>
        </Stack>
        <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap' }}>
          <Button variant="outlined" onClick={() => onExtraInfo(user)}>
            {t('card.extraInfo')}
          </Button>
          <Button variant="outlined" onClick={() => setConfirming('exclude')}>
            {user.excludedByAdmin ? t('card.readmit') : t('card.exclude')}
          </Button>
          <Button variant="outlined" color="error" onClick={() => setConfirming('delete')}>
            {t('card.delete')}
          </Button>
        </Stack>
      </Stack>

      <ConfirmDialog
        open={confirming !== null}
        title={confirming === 'delete' ? t('confirm.deleteTitle', { name }) : user.excludedByAdmin ? t('confirm.readmitTitle', { name }) : t('confirm.excludeTitle', { name })}
        text={
          confirming === 'delete'
            ? t('confirm.deleteText', { name, email: user.email })
            : user.excludedByAdmin
              ? t('confirm.readmitText', { name, email: user.email })
              : t('confirm.excludeText', { name, email: user.email })
        }
        confirmLabel={confirming === 'delete' ? t('card.delete') : user.excludedByAdmin ? t('card.readmit') : t('card.exclude')}
        danger={confirming === 'delete' || !user.excludedByAdmin}
        busy={excluding.isLoading || removing.isLoading}
        onConfirm={() => void confirm()}
        onCancel={() => setConfirming(null)}
      />
    </Paper>
  );
}
