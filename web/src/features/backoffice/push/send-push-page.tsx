import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import NotificationsActiveOutlined from '@mui/icons-material/NotificationsActiveOutlined';
import { StaffPage } from '../../../shared/staff-page';
import { draftOf, emptyDraft, PushForm, type Draft } from './push-form';
import { PushHistory } from './push-history';

// /sendpushnotifications: compose and send a push, with the history of sends (admins).
export const SendPushPage = () => {
  const { t } = useTranslation('push');
  const [draft, setDraft] = useState<Draft>(emptyDraft);
  return (
    <StaffPage access="admin" icon={<NotificationsActiveOutlined />} title={t('title')} subtitle={t('subtitle')}>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'minmax(0, 3fr) minmax(0, 2fr)' }, alignItems: 'start' }}>
        {/* a history entry used again starts a new form with its values */}
        <PushForm key={draft.key} draft={draft} />
        <PushHistory onUse={(entry) => setDraft(draftOf(entry, draft.key + 1))} />
      </Box>
    </StaffPage>
  );
};
