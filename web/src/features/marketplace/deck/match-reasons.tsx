import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import NearMeOutlined from '@mui/icons-material/NearMeOutlined';
import TrendingUpOutlined from '@mui/icons-material/TrendingUpOutlined';
import type { MatchReason } from '@contracts/marketplace/deck/deck';
import { useSeniority } from '../../../shared/seniority';

type Props = { match: MatchReason; forRecruiter: boolean };

// 'How you match' (seekers) / 'How your Job match' (recruiters): the tags, seniority and distance the server ranked by.
export const MatchReasons = ({ match, forRecruiter }: Props) => {
  const { t } = useTranslation('deck');
  const levelName = useSeniority();
  const level = (value: string | null) => (value === null ? '—' : levelName(value));
  const { seniority } = match;
  return (
    <Box sx={{ borderRadius: 2, bgcolor: '#f5f3ff', p: 1.5 }}>
      <Typography component="h4" sx={{ fontWeight: 800, fontSize: 14, mb: 1, color: 'primary.dark' }}>
        {forRecruiter ? t('match.howYourJobMatch') : t('match.howYouMatch')}
      </Typography>
      {match.matchingTags.length ? (
        <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 0.5, mb: 1 }} aria-label={t('match.tags')} role="list">
          {match.matchingTags.map((tag) => (
            <Chip role="listitem" key={tag} label={tag} size="small" color="primary" dir="ltr" />
          ))}
        </Stack>
      ) : (
        <Typography variant="body2" sx={{ color: 'text.secondary', mb: 1 }}>
          {t('match.noTags')}
        </Typography>
      )}
      <Stack direction="row" sx={{ flexWrap: 'wrap', columnGap: 2, rowGap: 0.5, color: 'text.secondary', '& svg': { fontSize: 18 } }}>
        {(seniority.wanted || seniority.offered) && (
          <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
            <TrendingUpOutlined />
            <Typography variant="body2">
              {seniority.same
                ? t('match.sameSeniority', { level: level(seniority.offered ?? seniority.wanted) })
                : seniority.wanted && seniority.offered
                  ? t('match.otherSeniority', { wanted: level(seniority.wanted), offered: level(seniority.offered) })
                  : `${t('match.seniority')}: ${level(seniority.offered ?? seniority.wanted)}`}
            </Typography>
          </Stack>
        )}
        <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
          <NearMeOutlined />
          <Typography variant="body2">{match.distanceKm === null ? t('match.noDistance') : t('match.distance', { km: Math.round(match.distanceKm) })}</Typography>
        </Stack>
      </Stack>
    </Box>
  );
};
