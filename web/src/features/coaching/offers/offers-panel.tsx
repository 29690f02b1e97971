import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import CompareArrowsIcon from '@mui/icons-material/CompareArrows';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import { COMPARE_OFFERS } from '@contracts/coaching/offers/lists';
import type { TalentJob, TalentOffer } from '@contracts/coaching/offers/offers';
import { offerSalaryDifference } from '@contracts/coaching/offers/salary';
import { ConfirmDialog } from '../../../shared/confirm-dialog';
import { useNotices } from '../../../shared/use-notices';
import { Loading } from '../../../shell/loading';
import { CompareDialog } from './compare-dialog';
import { JobFormDialog } from './job-form-dialog';
import { OfferFormDialog } from './offer-form-dialog';
import { offersApi, useGetTalentJobsAndOffersQuery } from './offers-api';
import { ProjectsSection } from './projects-section';
import { dayText, percentText, salaryText } from './salary-text';
import { SignDialog } from './sign-dialog';

type Confirming = { kind: 'offer'; offer: TalentOffer } | { kind: 'job'; job: TalentJob } | null;

// The journey page's Jobs & Offers tab: offers (add, edit, compare 2–3 side by side, sign) and jobs
// (add, edit, delete; staff copy a signed job's summary).
export const OffersPanel = ({ isStaff }: { isStaff: boolean }) => {
  const { t, i18n } = useTranslation('offers');
  const lang = i18n.language;
  const notices = useNotices();
  const query = useGetTalentJobsAndOffersQuery();
  const [offerForm, setOfferForm] = useState<{ offer?: TalentOffer } | null>(null);
  const [jobForm, setJobForm] = useState<{ job?: TalentJob } | null>(null);
  const [signing, setSigning] = useState<TalentOffer | null>(null);
  const [comparing, setComparing] = useState(false);
  const [chosen, setChosen] = useState<string[]>([]);
  const [confirming, setConfirming] = useState<Confirming>(null);
  const [saveOffer, deletingOffer] = offersApi.useCreateEditTalentOfferMutation();
  const [editJob, deletingJob] = offersApi.useEditDeleteTalentJobMutation();

  if (query.isLoading) return <Loading />;
  if (query.isError || !query.data)
    return (
      <Alert severity="error" action={<Button onClick={() => void query.refetch()}>{t('retry')}</Button>}>
        {t('loadFailed')}
      </Alert>
    );
  const { talentOffers, talentJobs, rates } = query.data;
  const chosenOffers = talentOffers.filter((o) => chosen.includes(o._id));
  const toggle = (id: string) => setChosen((c) => (c.includes(id) ? c.filter((x) => x !== id) : c.length < COMPARE_OFFERS.max ? [...c, id] : c));

  const confirmDelete = async () => {
    if (!confirming) return;
    try {
      if (confirming.kind === 'offer') await saveOffer({ newData: { _id: confirming.offer._id, isDelete: true } }).unwrap();
      else await editJob({ editId: confirming.job._id, isDelete: true }).unwrap();
      if (confirming.kind === 'offer') setChosen((c) => c.filter((id) => id !== confirming.offer._id));
      setConfirming(null);
    } catch (error) {
      setConfirming(null);
      notices.error(error);
    }
  };

  const copySummary = async (job: TalentJob) => {
    const text = t('jobs.summary', {
      title: job.title || job.titleGroup,
      company: job.company,
      type: t(`jobTypes.${job.type as 'After Service'}`),
      date: dayText(lang, job.dateStart),
      salary: salaryText(t, lang, job.salary, job.salaryCurrency, job.salaryFrequency),
    });
    try {
      await navigator.clipboard.writeText(text);
      notices.snackbar(t('jobs.copied'));
    } catch (error) {
      notices.error(error);
    }
  };

  return (
    <Box sx={{ display: 'grid', gap: 3 }}>
      <section aria-labelledby="offers-heading">
        <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', gap: 1, flexWrap: 'wrap', mb: 1.5 }}>
          <Typography id="offers-heading" variant="h6" component="h2">
            {t('offers.title')}
          </Typography>
          <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap' }}>
            <Tooltip title={t('offers.compareHint')}>
              <span>
                <Button variant="outlined" startIcon={<CompareArrowsIcon />} disabled={chosenOffers.length < COMPARE_OFFERS.min} onClick={() => setComparing(true)}>
                  {t('offers.compare')}
                  {chosenOffers.length ? ` (${chosenOffers.length})` : ''}
                </Button>
              </span>
            </Tooltip>
            <Button variant="contained" startIcon={<AddIcon />} onClick={() => setOfferForm({})}>
              {t('offers.add')}
            </Button>
          </Stack>
        </Stack>
        {talentOffers.length === 0 && <Typography color="text.secondary">{t('offers.empty')}</Typography>}
        {talentOffers.length > 1 && (
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
            {t('offers.compareHint')}
          </Typography>
        )}
        <Box sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' } }}>
          {talentOffers.map((offer) => {
            const difference = offerSalaryDifference(offer, rates);
            return (
              <Paper key={offer._id} variant="outlined" sx={{ p: 2, display: 'grid', gap: 1 }} data-testid="offer-card">
                <Stack direction="row" sx={{ alignItems: 'flex-start', gap: 1 }}>
                  <Checkbox
                    checked={chosen.includes(offer._id)}
                    onChange={() => toggle(offer._id)}
                    disabled={!chosen.includes(offer._id) && chosen.length >= COMPARE_OFFERS.max}
                    slotProps={{ input: { 'aria-label': t('offers.select', { company: offer.company }) } }}
                    sx={{ p: 0.5, mt: -0.5 }}
                  />
                  <Box sx={{ flex: 1, minWidth: 0 }}>
                    <Typography sx={{ fontWeight: 600 }}>{offer.company}</Typography>
                    <Typography variant="body2" color="text.secondary">
                      {offer.title}
                    </Typography>
                  </Box>
                </Stack>
                <Box sx={{ display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2, rowGap: 0.25 }}>
                  <Typography variant="body2" color="text.secondary">
                    {t('offers.first')}
                  </Typography>
                  <Typography variant="body2">{salaryText(t, lang, offer.firstSalaryOffer, offer.firstSalaryOfferCurrency, offer.firstSalaryOfferFrequency)}</Typography>
                  <Typography variant="body2" color="text.secondary">
                    {t('offers.final')}
                  </Typography>
                  <Typography variant="body2" sx={{ fontWeight: 600 }}>
                    {salaryText(t, lang, offer.finalSalary, offer.finalSalaryCurrency, offer.finalSalaryFrequency)}
                  </Typography>
                  {difference && (
                    <>
                      <Typography variant="body2" color="text.secondary">
                        {t('offers.difference')}
                      </Typography>
                      <Typography variant="body2" color={difference.difference >= 0 ? 'success.main' : 'error.main'}>
                        {percentText(lang, difference.percentage)}
                      </Typography>
                    </>
                  )}
                </Box>
                <Stack direction="row" sx={{ gap: 1, justifyContent: 'flex-end', alignItems: 'center', flexWrap: 'wrap' }}>
                  {/* below the salaries: a long date would crowd the company's name on a phone */}
                  {offer.signed && <Chip color="success" size="small" label={t('offers.signed', { date: dayText(lang, offer.startDate) })} sx={{ marginInlineEnd: 'auto' }} />}
                  {!offer.signed && (
                    <Button size="small" variant="outlined" color="success" onClick={() => setSigning(offer)}>
                      {t('offers.sign')}
                    </Button>
                  )}
                  <IconButton size="small" aria-label={t('edit')} onClick={() => setOfferForm({ offer })}>
                    <EditOutlinedIcon fontSize="small" />
                  </IconButton>
                  {!offer.signed && (
                    <IconButton size="small" aria-label={t('delete')} onClick={() => setConfirming({ kind: 'offer', offer })}>
                      <DeleteOutlinedIcon fontSize="small" />
                    </IconButton>
                  )}
                </Stack>
              </Paper>
            );
          })}
        </Box>
      </section>

      <section aria-labelledby="jobs-heading">
        <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', gap: 1, mb: 1.5 }}>
          <Typography id="jobs-heading" variant="h6" component="h2">
            {t('jobs.title')}
          </Typography>
          <Button variant="outlined" startIcon={<AddIcon />} onClick={() => setJobForm({})}>
            {t('jobs.add')}
          </Button>
        </Stack>
        {talentJobs.length === 0 && <Typography color="text.secondary">{t('jobs.empty')}</Typography>}
        <Stack sx={{ gap: 1 }}>
          {talentJobs.map((job) => (
            <Paper key={job._id} variant="outlined" sx={{ p: 1.5, display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }} data-testid="job-row">
              <Box sx={{ flex: '1 1 220px', minWidth: 0 }}>
                <Typography sx={{ fontWeight: 600 }}>
                  {job.title || job.titleGroup}
                  {job.company ? ` · ${job.company}` : ''}
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  {[job.dateStart ? t('jobs.starts', { date: dayText(lang, job.dateStart) }) : null, job.salary !== null ? salaryText(t, lang, job.salary, job.salaryCurrency, job.salaryFrequency) : null]
                    .filter(Boolean)
                    .join(' · ')}
                </Typography>
              </Box>
              <Chip size="small" label={t(`jobTypes.${job.type as 'After Service'}`)} />
              {job.offerId && <Chip size="small" color="success" variant="outlined" label={t('jobs.fromOffer')} />}
              {isStaff && job.offerId && (
                <Tooltip title={t('jobs.copySummary')}>
                  <IconButton size="small" aria-label={t('jobs.copySummary')} onClick={() => void copySummary(job)}>
                    <ContentCopyIcon fontSize="small" />
                  </IconButton>
                </Tooltip>
              )}
              <IconButton size="small" aria-label={t('edit')} onClick={() => setJobForm({ job })}>
                <EditOutlinedIcon fontSize="small" />
              </IconButton>
              <IconButton size="small" aria-label={t('delete')} onClick={() => setConfirming({ kind: 'job', job })}>
                <DeleteOutlinedIcon fontSize="small" />
              </IconButton>
            </Paper>
          ))}
        </Stack>
      </section>

      <ProjectsSection />

      <OfferFormDialog open={offerForm !== null} onClose={() => setOfferForm(null)} {...(offerForm?.offer ? { offer: offerForm.offer } : {})} />
      {jobForm && <JobFormDialog {...(jobForm.job ? { job: jobForm.job } : {})} onClose={() => setJobForm(null)} />}
      {signing && <SignDialog offer={signing} onClose={() => setSigning(null)} />}
      {comparing && <CompareDialog open onClose={() => setComparing(false)} offers={chosenOffers} rates={rates} />}
      <ConfirmDialog
        open={confirming !== null}
        danger
        busy={deletingOffer.isLoading || deletingJob.isLoading}
        title={confirming?.kind === 'job' ? t('jobs.deleteTitle') : t('offers.deleteTitle')}
        text={
          confirming?.kind === 'job'
            ? t('jobs.deleteText', { title: confirming.job.title || confirming.job.titleGroup, company: confirming.job.company })
            : confirming?.kind === 'offer'
              ? t('offers.deleteText', { company: confirming.offer.company })
              : ''
        }
        confirmLabel={t('delete')}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setConfirming(null)}
      />
    </Box>
  );
};
