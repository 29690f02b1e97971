import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { socialLinkNames } from '@contracts/identity/users/profile';
import type { Resume } from '@contracts/marketplace/resumes/resume';
import { relativeTime } from '../../../shared/format';
import { useIsMobile } from '../../../shared/use-is-mobile';
import { ShareButton } from '../cards/share-button';
import { cutAtLastSpace, DESCRIPTION_LIMIT, DESCRIPTION_LIMIT_MOBILE } from '../cards/truncate';
import { ConnectButton } from './connect-button';
import { SaveItemButton } from '../saved-items/save-item-button';
import { ReportItemButton } from '../reports/report-item-button';
import { resumePath } from './resume-paths';
import { MatchBox } from './match-box';
import { LevelLine, PersonAvatar, PlaceLine, TagChips } from './resume-bits';

const Section = ({ title, children }: { title: string; children: ReactNode }) => (
  <Box component="section" sx={{ mt: 3 }}>
    <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 800, mb: 1 }}>
      {title}
    </Typography>
    {children}
  </Box>
);

// 3/2021 – Present
const period = (item: { startMonth?: number | null; startYear?: number | null; endMonth?: number | null; endYear?: number | null }, present: string) => {
  const when = (month: number | null | undefined, year: number | null | undefined) => (year ? (month ? `${month}/${year}` : String(year)) : '');
  return `${when(item.startMonth, item.startYear)} – ${item.endYear ? when(item.endMonth, item.endYear) : present}`;
};

// Cut at the last space before 1010 characters (510 on mobile), with READ MORE.
const LongText = ({ text }: { text: string }) => {
  const { t } = useTranslation('jobs');
  const isMobile = useIsMobile();
  const [expanded, setExpanded] = useState(false);
  const cut = cutAtLastSpace(text, isMobile ? DESCRIPTION_LIMIT_MOBILE : DESCRIPTION_LIMIT);
  return (
    <>
      <Typography variant="body2" dir="auto" sx={{ whiteSpace: 'pre-line' }}>
        {cut === null || expanded ? text : `${cut}…`}
      </Typography>
      {cut !== null && (
        <Button onClick={() => setExpanded((value) => !value)} sx={{ mt: 1, fontWeight: 800 }}>
          {expanded ? t('jobs.readLess') : t('jobs.readMore')}
        </Button>
      )}
    </>
  );
};

// A resume as a recruiter reads it: who, the headline, the match with their job, experience,
// education, skills and links, and the resume text.
export const ResumeDetail = ({ resume }: { resume: Resume }) => {
  const { t, i18n } = useTranslation('resumes');
  const links = socialLinkNames.flatMap((source) => {
    const url = resume.social_links[source];
    return url ? [{ source, url }] : [];
  });
  const text = resume.description ?? resume.personal_info;
  return (
    <Box>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <PersonAvatar resume={resume} size={64} />
        <Box sx={{ minWidth: 0 }}>
          <Typography component="h2" variant="h5" dir="auto" sx={{ fontWeight: 800 }}>
            {resume.name}
          </Typography>
          {resume.title && (
            <Typography dir="auto" sx={{ fontWeight: 600 }}>
              {resume.title}
            </Typography>
          )}
          <Stack direction="row" sx={{ flexWrap: 'wrap', columnGap: 1.5, rowGap: 0.5, mt: 0.5 }}>
            <PlaceLine resume={resume} />
            <LevelLine resume={resume} />
          </Stack>
          <Typography variant="caption" sx={{ color: 'text.secondary' }}>
            {t('resumes.updated', { when: relativeTime(resume.updated, i18n.language) })}
          </Typography>
        </Box>
      </Stack>
      <Stack direction="row" sx={{ mt: 2, gap: 1.5, flexWrap: 'wrap', alignItems: 'center' }}>
        <ConnectButton seekerId={resume._id} />
        <ShareButton path={resumePath(resume)} title={[resume.name, resume.title].filter(Boolean).join(' · ')} what="resume" />
        <SaveItemButton itemId={resume._id} itemType="profile" name={resume.name} />
        <ReportItemButton type="profile" objectId={resume._id} name={resume.name} ownerId={resume._id} />
      </Stack>
      {resume.match && (
        <Box sx={{ mt: 2.5 }}>
          <MatchBox match={resume.match} />
        </Box>
      )}
      {resume.tags.length > 0 && (
        <Section title={t('resumes.skills')}>
          <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 0.75 }}>
            <TagChips resume={resume} />
          </Stack>
        </Section>
      )}
      {resume.experience.length > 0 && (
        <Section title={t('resumes.experience')}>
          <Stack divider={<Divider flexItem />} spacing={1.5}>
            {resume.experience.map((item, i) => (
              <Box key={i}>
                <Typography dir="auto" sx={{ fontWeight: 700 }}>
                  {item.title}
                </Typography>
                <Typography variant="body2" dir="auto">
                  {[item.company, item.location].filter(Boolean).join(' · ')}
                </Typography>
                <Typography variant="caption" sx={{ color: 'text.secondary' }}>
                  <bdi>{period(item, t('resumes.present'))}</bdi>
                </Typography>
                {item.description && (
                  <Typography variant="body2" dir="auto" sx={{ mt: 0.5, whiteSpace: 'pre-line' }}>
                    {item.description}
                  </Typography>
                )}
              </Box>
            ))}
          </Stack>
        </Section>
      )}
      {resume.education.length > 0 && (
        <Section title={t('resumes.education')}>
          <Stack divider={<Divider flexItem />} spacing={1.5}>
            {resume.education.map((item, i) => (
              <Box key={i}>
                <Typography dir="auto" sx={{ fontWeight: 700 }}>
                  {item.school}
                </Typography>
                <Typography variant="body2" dir="auto">
                  {[item.degree, item.fieldOfStudy].filter(Boolean).join(', ')}
                </Typography>
                <Typography variant="caption" sx={{ color: 'text.secondary' }}>
                  <bdi>{period(item, t('resumes.present'))}</bdi>
                </Typography>
              </Box>
            ))}
          </Stack>
        </Section>
      )}
      {links.length > 0 && (
        <Section title={t('resumes.links')}>
          <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 2 }}>
            {links.map(({ source, url }) => (
              <Link key={source} href={url} target="_blank" rel="noopener noreferrer nofollow">
                {t(`social.${source}`)}
              </Link>
            ))}
          </Stack>
        </Section>
      )}
      {text && (
        <Section title={resume.description ? t('resumes.resumeText') : t('resumes.about')}>
          <LongText text={text} />
        </Section>
      )}
    </Box>
  );
};

export const ResumeDetailSkeleton = () => (
  <Box aria-busy="true">
    <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
      <Skeleton variant="circular" width={64} height={64} />
      <Box sx={{ flex: 1 }}>
        <Skeleton width="60%" height={32} />
        <Skeleton width="40%" />
      </Box>
    </Stack>
    <Skeleton variant="rounded" height={120} sx={{ mt: 3 }} />
  </Box>
);
