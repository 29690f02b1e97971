import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { salaryCurrencies, salaryFrequencies } from '@contracts/coaching/journey/lists';
import { offerBenefitFields, type SalaryCurrency, type SalaryFrequency } from '@contracts/coaching/offers/lists';
import type { TalentOffer } from '@contracts/coaching/offers/offers';
import { isSalaryCurrency, isSalaryFrequency, normaliseSalary, offerSalaryDifference, round2, type OfferRates, type SalaryUnit } from '@contracts/coaching/offers/salary';
import { useIsMobile } from '../../../shared/use-is-mobile';
import { fromToText, percentText, salaryText } from './salary-text';

const convert = (amount: number | null, currency: string, frequency: string, to: SalaryUnit, rates: OfferRates): number | null =>
  amount === null || !isSalaryCurrency(currency) || !isSalaryFrequency(frequency) ? null : round2(normaliseSalary(amount, { currency, frequency }, to, rates));

type Row = { key: string; label: string; values: (o: TalentOffer) => string; strong?: boolean };

// Two or three offers side by side, every salary in one currency and frequency with the dated
// rates of the server's configuration; stacked cards on a phone.
export const CompareDialog = ({ open, onClose, offers, rates }: { open: boolean; onClose: () => void; offers: TalentOffer[]; rates: OfferRates }) => {
  const { t, i18n } = useTranslation('offers');
  const mobile = useIsMobile();
  const [unit, setUnit] = useState<SalaryUnit>({ currency: 'ILS', frequency: 'MONTH' });
  const lang = i18n.language;
  const money = (amount: number | null) => salaryText(t, lang, amount, unit.currency, unit.frequency);
  const finals = offers.map((o) => convert(o.finalSalary, o.finalSalaryCurrency, o.finalSalaryFrequency, unit, rates) ?? -1);
  const best = Math.max(...finals);
  const rows: Row[] = [
    { key: 'first', label: t('compare.firstOffer'), values: (o) => money(convert(o.firstSalaryOffer, o.firstSalaryOfferCurrency, o.firstSalaryOfferFrequency, unit, rates)) },
    { key: 'final', label: t('compare.finalSalary'), values: (o) => money(convert(o.finalSalary, o.finalSalaryCurrency, o.finalSalaryFrequency, unit, rates)), strong: true },
    {
      key: 'difference',
      label: t('compare.difference'),
      values: (o) => {
        const d = offerSalaryDifference(o, rates);
        if (!d) return t('offers.none');
        const inUnit = convert(d.difference, d.currency, d.frequency, unit, rates);
        return `${salaryText(t, lang, inUnit, unit.currency, unit.frequency, true)} (${percentText(lang, d.percentage)})`;
      },
    },
    {
      key: 'asOffered',
      label: t('compare.asOffered'),
      values: (o) =>
        fromToText(i18n.dir() === 'rtl', salaryText(t, lang, o.firstSalaryOffer, o.firstSalaryOfferCurrency, o.firstSalaryOfferFrequency), salaryText(t, lang, o.finalSalary, o.finalSalaryCurrency, o.finalSalaryFrequency)),
    },
    ...offerBenefitFields.map((f) => ({ key: f, label: t(`form.${f}`), values: (o: TalentOffer) => o[f] || t('offers.none') })),
  ];
  const isBest = (i: number) => finals[i]! >= 0 && finals[i] === best && offers.length > 1;
  return (
    <Dialog open={open} onClose={onClose} fullScreen={mobile} maxWidth="md" fullWidth aria-labelledby="compare-title">
      <DialogTitle id="compare-title">{t('compare.title')}</DialogTitle>
      <DialogContent sx={{ display: 'grid', gap: 2 }}>
        <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap', pt: 1 }}>
          <TextField select size="small" label={t('form.currency')} value={unit.currency} onChange={(e) => setUnit({ ...unit, currency: e.target.value as SalaryCurrency })} sx={{ width: 140 }}>
            {salaryCurrencies.map((c) => (
              <MenuItem key={c} value={c}>
                {c}
              </MenuItem>
            ))}
          </TextField>
          <TextField select size="small" label={t('form.frequency')} value={unit.frequency} onChange={(e) => setUnit({ ...unit, frequency: e.target.value as SalaryFrequency })} sx={{ width: 140 }}>
            {salaryFrequencies.map((f) => (
              <MenuItem key={f} value={f}>
                {t(`frequencyNames.${f}`)}
              </MenuItem>
            ))}
          </TextField>
        </Box>
        {mobile ? (
          <Box sx={{ display: 'grid', gap: 2 }}>
            {offers.map((o, i) => (
              <Paper key={o._id} variant="outlined" sx={{ p: 2, borderColor: isBest(i) ? 'success.main' : undefined }} data-testid="compare-card">
                <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
                  {o.company}
                </Typography>
                <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
                  {o.title}
                  {isBest(i) ? ` · ${t('compare.best')}` : ''}
                </Typography>
                {rows.map((r) => (
                  <Box key={r.key} sx={{ display: 'flex', justifyContent: 'space-between', gap: 2, py: 0.5, borderTop: 1, borderColor: 'divider' }}>
                    <Typography variant="body2" color="text.secondary">
                      {r.label}
                    </Typography>
                    <Typography variant="body2" sx={{ fontWeight: r.strong ? 600 : 400, textAlign: 'end' }}>
                      {r.values(o)}
                    </Typography>
                  </Box>
                ))}
              </Paper>
            ))}
          </Box>
        ) : (
          <Table size="small" aria-labelledby="compare-title">
            <TableHead>
              <TableRow>
                <TableCell />
                {offers.map((o, i) => (
                  <TableCell key={o._id} sx={{ fontWeight: 600, color: isBest(i) ? 'success.main' : undefined }}>
                    {o.company}
                    <Typography variant="body2" color="text.secondary">
                      {o.title}
                    </Typography>
                  </TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map((r) => (
                <TableRow key={r.key}>
                  <TableCell component="th" scope="row" sx={{ color: 'text.secondary', whiteSpace: 'nowrap' }}>
                    {r.label}
                  </TableCell>
                  {offers.map((o) => (
                    <TableCell key={o._id} sx={{ fontWeight: r.strong ? 600 : 400 }}>
                      {r.values(o)}
                    </TableCell>
                  ))}
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
        <Typography variant="caption" color="text.secondary">
          {t('compare.rates', { date: rates.date, USD: rates.rates.USD, EUR: rates.rates.EUR, GBP: rates.rates.GBP, hours: rates.hoursPerMonth })}
        </Typography>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('close')}</Button>
      </DialogActions>
    </Dialog>
  );
};
