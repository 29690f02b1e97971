import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import type { UnsubscribeAnswer } from '@contracts/marketplace/alerts/alert';
import { ConfirmDialog } from '../../../shared/confirm-dialog';
import { useAppDispatch } from '../../../app/hooks';
import { alertsApi } from './alerts-api';
import { loadAlertsStrings } from './alerts-strings';

type Asked = { list: string; email: string; hash: string };

// What a list stops, as the question names it: one alert, or a kind of mail.
const listKey = (list: string) => (list.startsWith('alert:') ? 'alert' : list === 'alerts' || list === 'digests' || list === 'news' ? list : 'alerts');

// An unsubscribe link lands here (?confirmUnsubscribe=list&email&hash) and is asked once before it
// acts: opening the link, as a mail scanner does, stops nothing. Yes posts the link's fields; the
// account's mail preferences open afterwards, where the choice can be undone.
export const UnsubscribeConfirm = () => {
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const { t } = useTranslation('alerts');
  const [asked, setAsked] = useState<Asked | null>(null);
  const [ready, setReady] = useState(false);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    const list = params.get('confirmUnsubscribe');
    if (list === null) return;
    setAsked({ list, email: params.get('email') ?? '', hash: params.get('hash') ?? '' });
    void loadAlertsStrings().then(() => setReady(true));
    const rest = new URLSearchParams(params);
    for (const key of ['confirmUnsubscribe', 'email', 'hash']) rest.delete(key);
    setParams(rest, { replace: true });
  }, [params, setParams]);

  if (!asked || !ready) return null;
  const confirm = async () => {
    setBusy(true);
    let answer: UnsubscribeAnswer = { outcome: 'notAdded', account: false };
    try {
      const res = await fetch('/unsubscribe', { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams(asked).toString() });
      answer = (await res.json()) as typeof answer;
    } catch {
      // the network failed: said below as not done, and the link still works later
    }
    setBusy(false);
    setAsked(null);
    const done = answer.outcome === 'unsubscribed';
    // the preferences (or alerts) this browser holds changed on the server
    if (done) dispatch(alertsApi.util.invalidateTags(['MailPreferences', 'Alerts']));
    // lands as the links did before they asked: the trigger says how it went (link-triggers.tsx), on
    // the account's settings, opened at its mail preferences
    navigate({ pathname: answer.account ? '/settings' : '/', search: `?${answer.outcome}` });
  };
  return (
    <ConfirmDialog
      open
      title={t('landing.unsubscribedTitle')}
      text={t(`landing.confirm.${listKey(asked.list)}`, { email: asked.email })}
      confirmLabel={t('landing.confirmYes')}
      cancelLabel={t('landing.confirmNo')}
      busy={busy}
      onConfirm={() => void confirm()}
      onCancel={() => setAsked(null)}
    />
  );
};
