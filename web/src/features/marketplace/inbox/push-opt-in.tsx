import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import NotificationsActiveOutlined from '@mui/icons-material/NotificationsActiveOutlined';
import { keyBytes, PUSH_WORKER, pushSubscriptionApi, pushSupported } from '../../backoffice/push/push-subscription-api';

type State = 'checking' | 'unsupported' | 'blocked' | 'off' | 'on' | 'failed';

const currentSubscription = async (): Promise<PushSubscription | null> => {
  const registration = await navigator.serviceWorker.getRegistration(PUSH_WORKER);
  return (await registration?.pushManager.getSubscription()) ?? null;
};

// Browser notifications, turned on only by the person's own click (the browser asks its permission
// then, never on page load), and off again.
export function PushOptIn() {
  const { t } = useTranslation('inbox');
  const [state, setState] = useState<State>('checking');
  const [busy, setBusy] = useState(false);
  const [readKey] = pushSubscriptionApi.useLazyGetPushPublicKeyQuery();
  const [save] = pushSubscriptionApi.useSavePushSubscriptionMutation();
  const [remove] = pushSubscriptionApi.useRemovePushSubscriptionMutation();

  useEffect(() => {
    if (!pushSupported()) return setState('unsupported');
    if (Notification.permission === 'denied') return setState('blocked');
    void currentSubscription()
      .then((sub) => setState(sub && Notification.permission === 'granted' ? 'on' : 'off'))
      .catch(() => setState('off'));
  }, []);

  const turnOn = async () => {
    setBusy(true);
    try {
      const permission = await Notification.requestPermission();
      if (permission !== 'granted') return setState(permission === 'denied' ? 'blocked' : 'off');
      const registration = await navigator.serviceWorker.register(PUSH_WORKER);
      await navigator.serviceWorker.ready;
      const { publicKey } = await readKey({}).unwrap();
      const subscription = (await registration.pushManager.getSubscription()) ?? (await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: keyBytes(publicKey) }));
      const json = subscription.toJSON();
      await save({ subscription: { endpoint: subscription.endpoint, expirationTime: json.expirationTime ?? null, keys: { p256dh: json.keys?.p256dh ?? '', auth: json.keys?.auth ?? '' } } }).unwrap();
      setState('on');
    } catch {
      setState('failed');
    } finally {
      setBusy(false);
    }
  };

  const turnOff = async () => {
    setBusy(true);
    try {
      const subscription = await currentSubscription();
      if (subscription) {
        await remove({ endpoint: subscription.endpoint }).unwrap();
        await subscription.unsubscribe();
      }
      setState('off');
    } catch {
      setState('failed');
    } finally {
      setBusy(false);
    }
  };

  if (state === 'checking' || state === 'unsupported') return null;
  return (
    <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', gap: 1, px: 2, py: 1, borderBottom: 1, borderColor: 'divider' }}>
      <Typography variant="body2" sx={{ color: 'text.secondary' }} role={state === 'failed' ? 'alert' : undefined}>
        {t(`push.${state}`)}
      </Typography>
      {state === 'on' ? (
        <Button size="small" disabled={busy} onClick={() => void turnOff()}>
          {t('push.turnOff')}
        </Button>
      ) : state !== 'blocked' ? (
        <Button size="small" variant="outlined" startIcon={<NotificationsActiveOutlined />} disabled={busy} onClick={() => void turnOn()}>
          {t('push.turnOn')}
        </Button>
      ) : null}
    </Stack>
  );
}
