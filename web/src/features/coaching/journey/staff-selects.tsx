import { useTranslation } from 'react-i18next';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { seniorityLevels } from '@contracts/identity/users/user';
import { journeyApi } from './journey-api';
import { planLabel, statusLabel } from './list-labels';
import type { JourneyContext } from './use-journey';
import { useSeniority } from '../../../shared/seniority';

const NONE = '';

// Manager, status and plan: lists from the server, read-only for everyone but staff. Seniority the
// client may change too.
export const StaffSelects = ({ ctx }: { ctx: JourneyContext }) => {
  const { t } = useTranslation('journey');
  const seniority = useSeniority();
  const [changeManager] = journeyApi.useChangePersonalJourneyManagerMutation();
  const [changeStatus] = journeyApi.useChangePersonalJourneyStatusMutation();
  const [changePlan] = journeyApi.useChangePersonalJourneyPlanMutation();
  const [updateData] = journeyApi.useUpdatePersonalJourneyDataMutation();
  const { data, journey, isStaff, run } = ctx;
  if (!data || !journey) return null;
  const field = { select: true, size: 'small' as const, sx: { minWidth: 150, flex: '1 1 150px' } };
  return (
    <>
      <TextField
        {...field}
        label={t('header.manager')}
        value={journey.csManager ?? NONE}
        disabled={!isStaff}
        onChange={(e) => void run(() => changeManager({ manager: e.target.value || null }))}
      >
        <MenuItem value={NONE}>{t('header.none')}</MenuItem>
        {data.CSManagers.map((m) => (
          <MenuItem key={m._id} value={m._id}>
            {m.name}
          </MenuItem>
        ))}
      </TextField>
      <TextField {...field} label={t('header.status')} value={journey.status ?? NONE} disabled={!isStaff} onChange={(e) => void run(() => changeStatus({ status: e.target.value }))}>
        {journey.status === null && <MenuItem value={NONE}>{t('header.none')}</MenuItem>}
        {data.statuses.map((s) => (
          <MenuItem key={s} value={s}>
            {statusLabel(t, s)}
          </MenuItem>
        ))}
      </TextField>
      <TextField {...field} label={t('header.plan')} value={journey.plan ?? NONE} disabled={!isStaff} onChange={(e) => void run(() => changePlan({ plan: e.target.value }))}>
        {journey.plan === null && <MenuItem value={NONE}>{t('header.none')}</MenuItem>}
        {data.plans.map((p) => (
          <MenuItem key={p} value={p}>
            {planLabel(t, p)}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        {...field}
        label={t('header.seniority')}
        value={journey.seniorityLevel ?? NONE}
        onChange={(e) => void run(() => updateData({ data: { seniorityLevel: e.target.value as (typeof seniorityLevels)[number] } }))}
      >
        {journey.seniorityLevel === null && <MenuItem value={NONE}>{t('header.none')}</MenuItem>}
        {seniorityLevels.map((s) => (
          <MenuItem key={s} value={s}>
            {seniority(s)}
          </MenuItem>
        ))}
      </TextField>
    </>
  );
};
