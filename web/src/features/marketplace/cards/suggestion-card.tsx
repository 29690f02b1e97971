import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Typography from '@mui/material/Typography';
import TipsAndUpdatesOutlined from '@mui/icons-material/TipsAndUpdatesOutlined';
import type { UserData } from '@contracts/identity/users/user';
import { useAppDispatch } from '../../../app/hooks';
import { signInDialogOpened } from '../../../app/auth-slice';
import { useCurrentUser } from '../../identity/users/use-current-user';

export type SuggestionStep = 'signUp' | 'profileTitle' | 'phone' | 'tags' | 'seniorityLevel';

// The first step the person has not taken, in the spec's order (§4: title, phone, tags, seniority);
// null once the profile has them all.
export const nextSuggestion = (user: UserData | undefined): SuggestionStep | null => {
  if (!user) return 'signUp';
  if (user.lookingforwork && !user.title?.trim()) return 'profileTitle';
  if (!user.phone && !user.noPhone) return 'phone';
  if (user.tags.length === 0) return 'tags';
  if (!user.seniorityLevel) return 'seniorityLevel';
  return null;
};

export const SuggestionCard = () => {
  const { t } = useTranslation('cards');
  const dispatch = useAppDispatch();
  const { user } = useCurrentUser();
  const step = nextSuggestion(user);
  if (!step) return null;
  return (
    <Card component="aside" aria-label={t('suggestion.title')} sx={{ p: 2, borderStyle: 'dashed', borderColor: 'primary.light' }}>
      <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'flex-start' }}>
        <TipsAndUpdatesOutlined sx={{ color: 'warning.main', mt: 0.25 }} />
        <Box sx={{ flex: 1 }}>
          <Typography component="p" sx={{ fontWeight: 800 }}>
            {t('suggestion.title')}
          </Typography>
          <Typography variant="body2" sx={{ color: 'text.secondary', mt: 0.25 }}>
            {t(`suggestion.${step}`)}
          </Typography>
          {step === 'signUp' ? (
            <Button size="small" sx={{ mt: 1 }} onClick={() => dispatch(signInDialogOpened('signUp'))}>
              {t('suggestion.signUpAction')}
            </Button>
          ) : (
            <Button size="small" sx={{ mt: 1 }} component={RouterLink} to="/profile">
              {t('suggestion.action')}
            </Button>
          )}
        </Box>
      </Box>
    </Card>
  );
};
