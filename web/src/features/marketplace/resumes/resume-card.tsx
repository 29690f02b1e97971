import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import Chip from '@mui/material/Chip';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ResumeListItem } from '@contracts/marketplace/resumes/resume';
import { relativeTime } from '../../../shared/format';
import { ConnectButton } from './connect-button';
import { SaveItemButton } from '../saved-items/save-item-button';
import { LevelLine, PersonAvatar, PlaceLine, TagChips } from './resume-bits';

type Props = { resume: ResumeListItem; selected: boolean; onOpen: (resume: ResumeListItem) => void };

export const ResumeCard = memo(({ resume, selected, onOpen }: Props) => {
  const { t, i18n } = useTranslation('resumes');
  return (
    <Card
      sx={{
        borderColor: selected ? 'primary.main' : 'divider',
        boxShadow: selected ? '0 0 0 1px #4f46e5, 0 12px 30px -20px rgba(79,70,229,.7)' : 'none',
        '&:hover': { borderColor: 'primary.light' },
      }}
    >
      <CardActionArea onClick={() => onOpen(resume)} aria-current={selected ? 'true' : undefined} sx={{ p: 2 }}>
        <Stack direction="row" spacing={1.75} sx={{ alignItems: 'flex-start' }}>
          <PersonAvatar resume={resume} />
          <Box sx={{ minWidth: 0, flex: 1 }}>
            <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start', justifyContent: 'space-between' }}>
              <Typography component="h3" dir="auto" sx={{ fontWeight: 700, fontSize: 16, lineHeight: 1.3 }}>
                {resume.name}
              </Typography>
              {resume.promoted > 0 && <Chip size="small" color="secondary" label={t('resumes.promoted')} sx={{ fontWeight: 700 }} />}
            </Stack>
            {resume.title && (
              <Typography variant="body2" dir="auto" sx={{ mt: 0.25, fontWeight: 600 }} noWrap>
                {resume.title}
              </Typography>
            )}
            {resume.currentTitle && resume.currentCompany && (
              <Typography variant="body2" dir="auto" sx={{ color: 'text.secondary' }} noWrap>
                {t('resumes.currentPosition', { title: resume.currentTitle, company: resume.currentCompany })}
              </Typography>
            )}
            <Stack direction="row" sx={{ mt: 1, flexWrap: 'wrap', columnGap: 1.5, rowGap: 0.5, alignItems: 'center' }}>
              <PlaceLine resume={resume} />
              <LevelLine resume={resume} />
            </Stack>
            <Stack direction="row" sx={{ mt: 1.25, flexWrap: 'wrap', gap: 0.75, alignItems: 'center' }}>
              <TagChips resume={resume} max={4} />
              <Box sx={{ flexGrow: 1 }} />
              <Typography variant="caption" sx={{ color: 'text.secondary' }}>
                {t('resumes.updated', { when: relativeTime(resume.updated, i18n.language) })}
              </Typography>
            </Stack>
          </Box>
        </Stack>
      </CardActionArea>
      <Stack direction="row" sx={{ px: 2, pb: 1.5, justifyContent: 'flex-end', alignItems: 'center', gap: 1 }}>
        <SaveItemButton itemId={resume._id} itemType="profile" name={resume.name} />
        <ConnectButton seekerId={resume._id} size="small" />
      </Stack>
    </Card>
  );
});
ResumeCard.displayName = 'ResumeCard';

export const ResumeCardSkeleton = () => (
  <Card sx={{ p: 2 }} aria-hidden>
    <Stack direction="row" spacing={1.75}>
      <Skeleton variant="circular" width={48} height={48} />
      <Box sx={{ flex: 1 }}>
        <Skeleton width="50%" height={24} />
        <Skeleton width="70%" />
        <Skeleton width="85%" />
      </Box>
    </Stack>
  </Card>
);
