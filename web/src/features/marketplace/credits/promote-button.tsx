import { useTranslation } from 'react-i18next';
import Button from '@mui/material/Button';
import RocketLaunchOutlined from '@mui/icons-material/RocketLaunchOutlined';
import type { CreditObjectType } from '@contracts/marketplace/credits/credits';
import { useNotices } from '../../../shared/use-notices';
import { useCurrentUser } from '../../identity/users/use-current-user';
import { openProDialog } from '../payments/pro-dialog-state';
import { creditsApi, MY_CREDITS_ARGS } from './credits-api';

type Props = { type: CreditObjectType; objectId: string; label?: 'promote' | 'skipTheLine' };

// Promote a job or my profile for 24 hours; 'Promoted' and disabled while a promotion runs.
export const PromoteButton = ({ type, objectId, label = 'promote' }: Props) => {
  const { t } = useTranslation('credits');
  const notices = useNotices();
  const { role } = useCurrentUser();
  const credits = creditsApi.useGetMyCreditsQuery(MY_CREDITS_ARGS, { skip: role === 'anonymous' });
  const [promote, { isLoading }] = creditsApi.usePromoteObjectMutation();
  const active = credits.data?.promotes.some((p) => p.active && p.type === type && p.objectId === objectId && new Date(p.expiresAt).getTime() > Date.now()) ?? false;

  const run = async () => {
    try {
      const answer = await promote({ type, objectId }).unwrap();
      if (answer.notPro) {
        if (role === 'seeker') openProDialog('promote');
      } else if (answer.limitReached) notices.message(t('promote.limitTitle'), t('promote.limitText'));
      else notices.snackbar(t('promote.done'));
    } catch (error) {
      notices.error(error);
    }
  };

  return (
    <Button variant={active ? 'text' : 'outlined'} startIcon={<RocketLaunchOutlined />} onClick={() => void run()} loading={isLoading} disabled={active || credits.isLoading}>
      {active ? t('promote.promoted') : t(`promote.${label}`)}
    </Button>
  );
};
