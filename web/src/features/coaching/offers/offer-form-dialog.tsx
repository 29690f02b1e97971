import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { salaryCurrencies, salaryFrequencies } from '@contracts/coaching/journey/lists';
import { seniorityLevels } from '@contracts/identity/users/user';
import { offerBenefitFields, type OfferFormVariant } from '@contracts/coaching/offers/lists';
import { missingOfferFields, offerVariantOf, type TalentOffer } from '@contracts/coaching/offers/offers';
import { translateMessage } from '../../../app/i18n';
import { errorIssues } from '../../../shared/api-error';
import { useIsMobile } from '../../../shared/use-is-mobile';
import { useNotices } from '../../../shared/use-notices';
import { offersApi } from './offers-api';
import { useOffersStrings } from './offers-strings';
import { useSeniority } from '../../../shared/seniority';

export type OfferFormDialogProps = {
  open: boolean;
  onClose: () => void;
  // the offer to edit
  offer?: TalentOffer;
  // the interview whose 'Got an Offer' opened the form: the full form, linked to it
  interviewId?: string;
  company?: string;
  variant?: OfferFormVariant;
  onSaved?: (offerId: string, offers: TalentOffer[]) => void;
};

type Money = { amount: string; currency: string; frequency: string };
type Form = {
  company: string;
  title: string;
  seniority: string;
  first: Money;
  final: Money;
  clearJobDefenition: string;
  benefits: Record<(typeof offerBenefitFields)[number], string>;
};

const blankBenefits = Object.fromEntries(offerBenefitFields.map((f) => [f, ''])) as Form['benefits'];
const money = (amount: number | null, currency = 'ILS', frequency = 'MONTH'): Money => ({ amount: amount === null ? '' : String(amount), currency, frequency });
const formOf = (offer: TalentOffer | undefined, company: string | undefined): Form =>
  offer
    ? {
        company: offer.company,
        title: offer.title,
        seniority: offer.seniority ?? '',
        first: money(offer.firstSalaryOffer, offer.firstSalaryOfferCurrency, offer.firstSalaryOfferFrequency),
        final: money(offer.finalSalary, offer.finalSalaryCurrency, offer.finalSalaryFrequency),
        clearJobDefenition: offer.clearJobDefenition,
        benefits: Object.fromEntries(offerBenefitFields.map((f) => [f, offer[f]])) as Form['benefits'],
      }
    : { company: company ?? '', title: '', seniority: '', first: money(null), final: money(null), clearJobDefenition: '', benefits: blankBenefits };

const amountOf = (value: string): number | null => (value.trim() === '' || Number.isNaN(Number(value)) ? null : Number(value));

// The offer form (spec §2 Offer form, §5): the full required fields for an offer from an interview,
// the lighter ones (company and title) on the Jobs & Offers tab; Benefits fold away.
export const OfferFormDialog = (props: OfferFormDialogProps) => {
  const ready = useOffersStrings();
  return ready && props.open ? <OfferForm {...props} /> : null;
};

const OfferForm = ({ open, onClose, offer, interviewId, company, variant, onSaved }: OfferFormDialogProps) => {
  const { t } = useTranslation('offers');
  const seniority = useSeniority();
  const mobile = useIsMobile();
  const notices = useNotices();
  const [form, setForm] = useState<Form>(() => formOf(offer, company));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [save, { isLoading }] = offersApi.useCreateEditTalentOfferMutation();
  const linkedInterview = offer?.interviewId ?? interviewId ?? null;
  const form_ = offerVariantOf(variant, linkedInterview);
  const required = new Set(missingOfferFields({ company: '', title: '', titleGroup: '', seniority: null, firstSalaryOffer: null, finalSalary: null, clearJobDefenition: '' }, form_).map((m) => m.field));
  const set = (patch: Partial<Form>) => setForm((f) => ({ ...f, ...patch }));

  const submit = async () => {
    const newData = {
      ...(offer ? { _id: offer._id } : {}),
      interviewId: linkedInterview,
      company: form.company.trim(),
      title: form.title.trim(),
      seniority: (form.seniority || null) as (typeof seniorityLevels)[number] | null,
      firstSalaryOffer: amountOf(form.first.amount),
      firstSalaryOfferCurrency: form.first.currency as (typeof salaryCurrencies)[number],
      firstSalaryOfferFrequency: form.first.frequency as (typeof salaryFrequencies)[number],
      finalSalary: amountOf(form.final.amount),
      finalSalaryCurrency: form.final.currency as (typeof salaryCurrencies)[number],
      finalSalaryFrequency: form.final.frequency as (typeof salaryFrequencies)[number],
      clearJobDefenition: form.clearJobDefenition.trim(),
      ...form.benefits,
    };
    // the same rule the server keeps, said on each field at once
    const missing = missingOfferFields({ ...newData, titleGroup: '' }, form_);
    setErrors(Object.fromEntries(missing.map((m) => [m.field, translateMessage(m.message)])));
    if (missing.length) return;
    try {
      const saved = await save({ newData, variant: form_ }).unwrap();
      onSaved?.(saved._id ?? '', saved.talentOffers);
      onClose();
    } catch (error) {
      const issues = errorIssues(error).filter((i) => i.path.startsWith('newData.'));
      if (issues.length) setErrors(Object.fromEntries(issues.map((i) => [i.path.slice('newData.'.length), translateMessage(i.message)])));
      else notices.error(error);
    }
  };

  const moneyFields = (key: 'first' | 'final', label: string, field: 'firstSalaryOffer' | 'finalSalary') => (
    <Box sx={{ display: 'grid', gap: 1, gridTemplateColumns: { xs: '1fr 1fr', sm: '2fr 1fr 1fr' } }}>
      <TextField
        label={label}
        type="number"
        required={required.has(field)}
        value={form[key].amount}
        onChange={(e) => set({ [key]: { ...form[key], amount: e.target.value } })}
        error={Boolean(errors[field])}
        helperText={errors[field]}
        slotProps={{ htmlInput: { min: 0, inputMode: 'decimal' } }}
        sx={{ gridColumn: { xs: '1 / -1', sm: 'auto' } }}
      />
      <TextField select label={t('form.currency')} value={form[key].currency} onChange={(e) => set({ [key]: { ...form[key], currency: e.target.value } })}>
        {salaryCurrencies.map((c) => (
          <MenuItem key={c} value={c}>
            {c}
          </MenuItem>
        ))}
      </TextField>
      <TextField select label={t('form.frequency')} value={form[key].frequency} onChange={(e) => set({ [key]: { ...form[key], frequency: e.target.value } })}>
        {salaryFrequencies.map((f) => (
          <MenuItem key={f} value={f}>
            {t(`frequencyNames.${f}`)}
          </MenuItem>
        ))}
      </TextField>
    </Box>
  );

  return (
    <Dialog open={open} onClose={onClose} fullScreen={mobile} maxWidth="sm" fullWidth aria-labelledby="offer-form-title">
      <DialogTitle id="offer-form-title">{offer ? t('form.editTitle') : t('form.addTitle')}</DialogTitle>
      <DialogContent sx={{ display: 'grid', gap: 2, alignContent: 'start', pt: '8px !important' }}>
        <TextField label={t('form.company')} required value={form.company} onChange={(e) => set({ company: e.target.value })} error={Boolean(errors.company)} helperText={errors.company} autoFocus />
        <TextField label={t('form.title')} required value={form.title} onChange={(e) => set({ title: e.target.value })} error={Boolean(errors.title)} helperText={errors.title} />
        <TextField select label={t('form.seniority')} required={required.has('seniority')} value={form.seniority} onChange={(e) => set({ seniority: e.target.value })} error={Boolean(errors.seniority)} helperText={errors.seniority}>
          <MenuItem value="">{t('form.noSeniority')}</MenuItem>
          {seniorityLevels.map((s) => (
            <MenuItem key={s} value={s}>
              {seniority(s)}
            </MenuItem>
          ))}
        </TextField>
        {moneyFields('first', t('form.firstSalaryOffer'), 'firstSalaryOffer')}
        {moneyFields('final', t('form.finalSalary'), 'finalSalary')}
        <TextField
          label={t('form.clearJobDefenition')}
          required={required.has('clearJobDefenition')}
          multiline
          minRows={2}
          maxRows={6}
          value={form.clearJobDefenition}
          onChange={(e) => set({ clearJobDefenition: e.target.value })}
          error={Boolean(errors.clearJobDefenition)}
          helperText={errors.clearJobDefenition}
        />
        <Accordion disableGutters variant="outlined">
          <AccordionSummary expandIcon={<ExpandMoreIcon />} aria-controls="offer-benefits" id="offer-benefits-header">
            <Typography>{t('form.benefits')}</Typography>
          </AccordionSummary>
          <AccordionDetails id="offer-benefits" sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
            {offerBenefitFields.map((f) => (
              <TextField key={f} label={t(`form.${f}`)} value={form.benefits[f]} onChange={(e) => set({ benefits: { ...form.benefits, [f]: e.target.value } })} />
            ))}
          </AccordionDetails>
        </Accordion>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose}>{t('cancel')}</Button>
        <Button variant="contained" loading={isLoading} onClick={() => void submit()}>
          {t('save')}
        </Button>
      </DialogActions>
    </Dialog>
  );
};
