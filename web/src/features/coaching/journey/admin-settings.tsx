import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { PersonalJourney } from '@contracts/coaching/journey/journey';
import { useNotices } from '../../../shared/use-notices';
import { journeyApi } from './journey-api';
import type { JourneyContext } from './use-journey';

const settingsOf = (j: PersonalJourney) => ({
  cyclesLimit: j.cyclesLimit,
  cyclesLimitExtra: j.cyclesLimitExtra,
  sendCVFromDate: j.sendCVFromDate ?? '',
  isSendFoundJobEmail: j.isSendFoundJobEmail,
  isAddToRecruitersList: j.isAddToRecruitersList,
  isMidServiceQuestionnaire: j.isMidServiceQuestionnaire,
  journeyLink: j.journeyLink,
});

// Staff: the service settings of the journey and its Old Journey link.
export const AdminSettings = ({ ctx }: { ctx: JourneyContext }) => {
  const { t } = useTranslation('journey');
  const notices = useNotices();
  const { journey, run } = ctx;
  const [form, setForm] = useState(() => (journey ? settingsOf(journey) : null));
  const [save, saving] = journeyApi.useUpdatePersonalJourneyDataAdminMutation();
  const [saveLink, savingLink] = journeyApi.useUpdatePersonalJourneyLinkMutation();
  if (!journey || !form) return null;
  const set = (changes: Partial<typeof form>) => setForm({ ...form, ...changes });
  const submit = async () => {
    const ok = await run(() =>
      save({
        data: {
          cyclesLimit: form.cyclesLimit,
          cyclesLimitExtra: form.cyclesLimitExtra,
          sendCVFromDate: form.sendCVFromDate || null,
          isSendFoundJobEmail: form.isSendFoundJobEmail,
          isMidServiceQuestionnaire: form.isMidServiceQuestionnaire,
          ...(form.isAddToRecruitersList && !journey.isAddToRecruitersList ? { isAddToRecruitersList: true } : {}),
        },
      }),
    );
    const linkOk = form.journeyLink === journey.journeyLink || (await run(() => saveLink({ journeyLink: form.journeyLink.trim() })));
    if (ok && linkOk) notices.snackbar(t('admin.saved'));
  };
  return (
    <Box component="section" aria-label={t('admin.title')} sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, alignItems: 'center' }}>
      <Typography variant="subtitle1" component="h3" sx={{ gridColumn: '1 / -1', fontWeight: 700 }}>
        {t('admin.title')}
      </Typography>
      <TextField size="small" type="number" label={t('admin.cyclesLimit')} value={form.cyclesLimit} onChange={(e) => set({ cyclesLimit: Number(e.target.value) })} slotProps={{ htmlInput: { min: 0, max: 100 } }} />
      <TextField size="small" type="number" label={t('admin.cyclesLimitExtra')} value={form.cyclesLimitExtra} onChange={(e) => set({ cyclesLimitExtra: Number(e.target.value) })} slotProps={{ htmlInput: { min: 0, max: 100 } }} />
      <TextField size="small" type="date" label={t('admin.sendCVFromDate')} value={form.sendCVFromDate} onChange={(e) => set({ sendCVFromDate: e.target.value })} slotProps={{ inputLabel: { shrink: true } }} />
      <TextField size="small" label={t('buttons.link')} value={form.journeyLink} onChange={(e) => set({ journeyLink: e.target.value })} placeholder="https://" />
      <FormControlLabel control={<Checkbox checked={form.isSendFoundJobEmail} onChange={(e) => set({ isSendFoundJobEmail: e.target.checked })} />} label={t('admin.isSendFoundJobEmail')} />
      {/* disabled once added, or without a send-from date */}
      <FormControlLabel
        control={<Checkbox checked={form.isAddToRecruitersList} disabled={journey.isAddToRecruitersList || !form.sendCVFromDate} onChange={(e) => set({ isAddToRecruitersList: e.target.checked })} />}
        label={t('admin.isAddToRecruitersList')}
      />
      <FormControlLabel control={<Switch checked={form.isMidServiceQuestionnaire} onChange={(e) => set({ isMidServiceQuestionnaire: e.target.checked })} />} label={t('questionnaire.toggle')} />
      <Button variant="contained" loading={saving.isLoading || savingLink.isLoading} onClick={() => void submit()} sx={{ justifySelf: 'start' }}>
        {t('admin.save')}
      </Button>
    </Box>
  );
};
