import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Chip from '@mui/material/Chip';
import EventBusyOutlined from '@mui/icons-material/EventBusyOutlined';
import { ConfirmDialog } from '../../../shared/confirm-dialog';
import { journeyApi } from './journey-api';
import type { JourneyContext } from './use-journey';

const day = (iso: string) => iso.slice(0, 10);

// Staff only: the subscription's end. Ending it asks first and takes effect when the billing cycle
// ends; hidden where the journey turns the close button off.
export const SubscriptionChip = ({ ctx }: { ctx: JourneyContext }) => {
  const { t } = useTranslation('journey');
  const { journey, isStaff, run } = ctx;
  const [asking, setAsking] = useState(false);
  const [end, { isLoading }] = journeyApi.useEndSubscriptionMutation();
  if (!journey || !isStaff) return null;
  if (journey.isSubscriptionClosed && journey.subscriptionEndDate)
    return <Chip icon={<EventBusyOutlined />} color="warning" label={t('subscription.endsOn', { date: day(journey.subscriptionEndDate) })} />;
  if (journey.hideSubscriptionCloseButton) return null;
  return (
    <>
      <Chip icon={<EventBusyOutlined />} variant="outlined" label={t('subscription.end')} onClick={() => setAsking(true)} />
      <ConfirmDialog
        open={asking}
        title={t('subscription.confirm')}
        text={t('subscription.confirmText')}
        confirmLabel={t('subscription.end')}
        cancelLabel={t('comments.cancel')}
        danger
        busy={isLoading}
        onCancel={() => setAsking(false)}
        onConfirm={() => void run(() => end({})).then((ok) => ok && setAsking(false))}
      />
    </>
  );
};
