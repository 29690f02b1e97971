import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import Close from '@mui/icons-material/Close';
import type { ProPlan, ProPlanMonths } from '@contracts/marketplace/payments/plans';
import { translateMessage } from '../../../app/i18n';
import { useIsMobile } from '../../../shared/use-is-mobile';
import { useNotices } from '../../../shared/use-notices';
import { paymentsApi } from './payments-api';
import { closeProDialog, storeReturnPath, useProDialogState } from './pro-dialog-state';
import { ProCarousel } from './pro-carousel';

const money = (value: number, currency: string, language: string) =>
  new Intl.NumberFormat(language, { style: 'currency', currency, minimumFractionDigits: 2 }).format(value);

const PlanOption = ({ plan, selected }: { plan: ProPlan; selected: boolean }) => {
  const { t, i18n } = useTranslation('payments');
  const id = `pro-plan-${plan.months}`;
  return (
    <Box
      component="label"
      htmlFor={id}
      sx={{
        display: 'flex',
        alignItems: 'center',
        gap: 1,
        p: 1.5,
        borderRadius: 2,
        border: 2,
        borderColor: selected ? 'primary.main' : 'divider',
        bgcolor: selected ? 'rgba(79,70,229,0.04)' : 'transparent',
        cursor: 'pointer',
      }}
    >
      <Radio value={plan.months} slotProps={{ input: { id } }} />
      {/* the price sits on the plan's first line, the badges under it: a 375 px phone keeps each on one line */}
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'baseline', gap: 1 }}>
          <Typography sx={{ fontWeight: 800 }}>{t('pro.months', { count: plan.months })}</Typography>
          <Typography sx={{ fontWeight: 800, whiteSpace: 'nowrap' }}>{t('pro.perMonth', { price: money(plan.pricePerMonth, plan.currency, i18n.language) })}</Typography>
        </Stack>
        {(plan.label || plan.save) && (
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 0.5, my: 0.5 }}>
            {plan.label && <Chip size="small" color="primary" label={translateMessage(plan.label)} />}
            {plan.save && <Chip size="small" variant="outlined" color="success" label={translateMessage(plan.save)} />}
          </Stack>
        )}
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {t('pro.total', { total: money(plan.total, plan.currency, i18n.language) })}
        </Typography>
      </Box>
    </Box>
  );
};

// The Pro dialog (spec §1, §9): rotating features, the plans (3 months by default), Continue to the checkout.
// leaveTo: how the page goes to the checkout (tests pass their own)
export const ProDialog = ({ leaveTo = (url: string) => window.location.assign(url) }: { leaveTo?: (url: string) => void }) => {
  const { t } = useTranslation('payments');
  const { open, reason } = useProDialogState();
  const isMobile = useIsMobile();
  const notices = useNotices();
  const { pathname, search } = useLocation();
  const plans = paymentsApi.useGetProPlansQuery({});
  const [getPaymentUrl, { isLoading: isPaying }] = paymentsApi.useGetPaymentUrlMutation();
  const [chosen, setChosen] = useState<ProPlanMonths | null>(null);
  const list = plans.data?.plans ?? [];
  const months = chosen ?? list.find((p) => p.isDefault)?.months ?? 3;

  const pay = async () => {
    try {
      const { url } = await getPaymentUrl({ method: 'pro', months }).unwrap();
      storeReturnPath(`${pathname}${search}`);
      leaveTo(url);
    } catch (error) {
      notices.error(error);
    }
  };

  return (
    <Dialog open={open} onClose={closeProDialog} fullScreen={isMobile} fullWidth maxWidth="sm" aria-labelledby="pro-title">
      <DialogTitle id="pro-title" sx={{ pr: 7, fontWeight: 800 }}>
        {t('pro.title')}
      </DialogTitle>
      <IconButton aria-label={t('common.close')} onClick={closeProDialog} sx={{ position: 'absolute', top: 10, right: 10 }}>
        <Close />
      </IconButton>
      <DialogContent>
        {reason === 'likeLimitReached' && (
          <Alert severity="info" sx={{ mb: 2 }}>
            {t('pro.limitReached')}
          </Alert>
        )}
        {(reason === 'contact' || reason === 'promote') && (
          <Alert severity="info" sx={{ mb: 2 }}>
            {t('pro.needsPro')}
          </Alert>
        )}
        <ProCarousel />
        <Typography component="h3" id="pro-plans" sx={{ fontWeight: 800, mt: 2.5, mb: 1 }}>
          {t('pro.plans')}
        </Typography>
        {plans.isError ? (
          <Alert severity="error" action={<Button onClick={() => void plans.refetch()}>{t('common.retry')}</Button>}>
            {t('pro.plansError')}
          </Alert>
        ) : plans.isLoading ? (
          [0, 1, 2].map((i) => <Skeleton key={i} variant="rounded" height={64} sx={{ mb: 1 }} />)
        ) : (
          <RadioGroup aria-labelledby="pro-plans" value={months} onChange={(_, value) => setChosen(Number(value) as ProPlanMonths)} sx={{ gap: 1 }}>
            {list.map((plan) => (
              <PlanOption key={plan.months} plan={plan} selected={plan.months === months} />
            ))}
          </RadioGroup>
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2.5 }}>
        <Button onClick={closeProDialog}>{t('common.cancel')}</Button>
        <Button variant="contained" size="large" onClick={() => void pay()} loading={isPaying} disabled={!list.length}>
          {t('pro.continue')}
        </Button>
      </DialogActions>
    </Dialog>
  );
};
