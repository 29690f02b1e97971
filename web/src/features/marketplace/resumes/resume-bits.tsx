import { useTranslation } from 'react-i18next';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import LocationOnOutlined from '@mui/icons-material/LocationOnOutlined';
import type { ResumeListItem } from '@contracts/marketplace/resumes/resume';
import { PersonPicture } from '../cards/company-logo';
import { usePlaceName } from '../../../shared/places';
import { useSeniority } from '../../../shared/seniority';

// The photo when there is one; initials on the person's card colour otherwise, or if it fails to load.
export const PersonAvatar = ({ resume, size = 48 }: { resume: Pick<ResumeListItem, 'name' | 'avatarUrl' | 'card_color'>; size?: number }) => (
  <PersonPicture name={resume.name} avatarUrl={resume.avatarUrl} cardColor={resume.card_color} size={size} />
);

// best tags first, then the others
export const orderedTags = (resume: Pick<ResumeListItem, 'tags' | 'selectedTags'>) => [...resume.selectedTags, ...resume.tags.filter((tag) => !resume.selectedTags.includes(tag))];

export const TagChips = ({ resume, max }: { resume: Pick<ResumeListItem, 'tags' | 'selectedTags'>; max?: number }) => (
  <>
    {orderedTags(resume)
      .slice(0, max)
      .map((tag) => {
        const best = resume.selectedTags.includes(tag);
        return <Chip key={tag} label={tag} dir="auto" size="small" sx={{ bgcolor: best ? '#eef2ff' : '#f3f4f6', color: best ? 'primary.dark' : 'text.secondary' }} />;
      })}
  </>
);

// 'Tel Aviv · 3 km away'
export const PlaceLine = ({ resume }: { resume: Pick<ResumeListItem, 'location' | 'distanceKm'> }) => {
  const { t } = useTranslation('resumes');
  const placeName = usePlaceName();
  if (!resume.location) return null;
  return (
    <Stack direction="row" spacing={0.25} sx={{ alignItems: 'center', color: 'text.secondary' }}>
      <LocationOnOutlined sx={{ fontSize: 16 }} />
      <Typography variant="body2" dir="auto">
        {placeName(resume.location)}
        {resume.distanceKm !== null && ` · ${t('resumes.kmAway', { km: Math.round(resume.distanceKm) })}`}
      </Typography>
    </Stack>
  );
};

// 'Senior · Full-time'
export const LevelLine = ({ resume }: { resume: Pick<ResumeListItem, 'seniorityLevel' | 'employmentType'> }) => {
  const { t } = useTranslation('jobs');
  const seniority = useSeniority();
  return (
    <Typography variant="body2" sx={{ color: 'text.secondary' }}>
      {[resume.seniorityLevel ? seniority(resume.seniorityLevel) : null, t(`employmentType.${resume.employmentType}`)].filter(Boolean).join(' · ')}
    </Typography>
  );
};
