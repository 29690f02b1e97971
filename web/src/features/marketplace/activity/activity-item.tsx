import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ChatBubbleOutline from '@mui/icons-material/ChatBubbleOutlineOutlined';
import EmailOutlined from '@mui/icons-material/EmailOutlined';
import ExpandMore from '@mui/icons-material/ExpandMore';
import PhoneOutlined from '@mui/icons-material/PhoneOutlined';
import type { ActivityItem, ActivityView } from '@contracts/marketplace/activity/activity';
import { colorFor, initials } from '../../../shared/format';
import { ContactUnlock } from '../credits/contact-unlock';
import { CompanyAvatar, useCompanyName } from '../jobs/job-bits';
import { jobPath } from '../jobs/job-paths';
import { ApplyButton, shortDate } from './apply-button';
import { activityApi } from './activity-api';
import { isolate } from '../../../shared/bidi';
import { useSeniority } from '../../../shared/seniority';
import { useApply } from './use-apply';

type Props = { item: ActivityItem; view: ActivityView; jobTitle: string | null; onMessage: (item: ActivityItem, name: string) => void };

const statusColor = { applied: 'default', viewed: 'info', connectSent: 'primary', matched: 'success', jobClosed: 'warning' } as const;

// One row of an activity list: the job (seekers) or the talent (recruiters), where it stands, and what can be done next.
export const ActivityRow = ({ item, view, jobTitle, onMessage }: Props) => {
  const { t } = useTranslation('activity');
  const { t: tJobs } = useTranslation('jobs');
  const seniority = useSeniority();
  const companyName = useCompanyName();
  const [open, setOpen] = useState(false);
  const [markViewed] = activityApi.useMarkApplicantViewedMutation();
  const { apply, isApplying } = useApply();
  const { job, profile, contact } = item;
  const isNew = view === 'applicants' && item.viewedAt === null;
  const name = job ? job.title : (profile?.name ?? t('activity.unknownName'));
  const date = item.matchedAt ?? item.connectedAt ?? item.appliedAt;

  const toggle = () => {
    setOpen((value) => !value);
    // opening an applicant tells the seeker it was viewed
    if (!open && isNew) void markViewed({ jobId: item.jobId, seekerId: item.seekerId });
  };

  return (
    <Card component="li" sx={{ listStyle: 'none', p: 2, borderColor: isNew ? 'primary.light' : 'divider' }}>
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'flex-start' }}>
        {job ? <CompanyAvatar company={job.company} /> : <Avatar sx={{ width: 48, height: 48, bgcolor: colorFor(name), fontWeight: 800 }}>{initials(name)}</Avatar>}
        <Box sx={{ minWidth: 0, flex: 1 }}>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 0.5 }}>
            <Typography component="h3" dir="auto" sx={{ fontWeight: 700, textAlign: 'start' }}>
              {job ? (
                <Link component={RouterLink} to={jobPath(job)} color="inherit" underline="hover">
                  {name}
                </Link>
              ) : (
                name
              )}
            </Typography>
            {isNew && <Chip size="small" color="primary" label={t('activity.newApplicant')} />}
          </Stack>
          <Typography variant="body2" dir="auto" sx={{ color: 'text.secondary', textAlign: 'start' }}>
            {job ? `${companyName(job.company)} · ${job.location}` : [profile?.title, profile?.location].filter(Boolean).join(' · ')}
          </Typography>
          {!job && jobTitle && (
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              {t('activity.forJob', { title: isolate(jobTitle) })}
            </Typography>
          )}
          {!job && item.jobStatus !== 'A' && view !== 'myApplications' && <Typography variant="body2">{t('activity.jobGone')}</Typography>}
          <Stack direction="row" spacing={1} sx={{ mt: 1, alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
            <Chip size="small" variant={item.status === 'applied' ? 'outlined' : 'filled'} color={statusColor[item.status]} label={t(`activity.status.${item.status}`)} />
            {date && (
              <Typography variant="caption" sx={{ color: 'text.secondary' }}>
                {item.status === 'matched' ? shortDate(date) : t('activity.sentOn', { date: shortDate(date) })}
              </Typography>
            )}
          </Stack>
        </Box>
        {!job && (
          <Button size="small" onClick={toggle} aria-expanded={open} endIcon={<ExpandMore sx={{ transform: open ? 'rotate(180deg)' : 'none', transition: 'transform .2s' }} />}>
            {t('activity.open')}
          </Button>
        )}
      </Stack>

      {open && profile && (
        <Box sx={{ mt: 1.5, pt: 1.5, borderTop: 1, borderColor: 'divider' }}>
          {profile.seniorityLevel && <Typography variant="body2">{seniority(profile.seniorityLevel)}</Typography>}
          <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 0.5, mt: 1 }}>
            {profile.tags.map((tag) => (
              <Chip key={tag} size="small" variant="outlined" label={tag} dir="ltr" />
            ))}
          </Stack>
          {profile.personal_info && (
            <Typography variant="body2" dir="auto" sx={{ mt: 1, whiteSpace: 'pre-line', textAlign: 'start' }}>
              {profile.personal_info}
            </Typography>
          )}
          {view === 'applicants' && (
            <Box sx={{ mt: 1.5 }}>
              <ContactUnlock profileId={item.seekerId} jobId={item.jobId} hint="pressConnect" />
            </Box>
          )}
        </Box>
      )}

      {(view === 'applicants' || view === 'jobsSuggestion' || view === 'matchesCan' || view === 'matchesRec') && (
        <Stack direction="row" sx={{ mt: 1.5, gap: 1, flexWrap: 'wrap', justifyContent: 'flex-end' }}>
          {view === 'applicants' && (
            <Button variant="contained" loading={isApplying} onClick={() => void apply({ histogramType: 'resumes', seekerId: item.seekerId, jobId: item.jobId })}>
              {t('apply.connect')}
            </Button>
          )}
          {view === 'jobsSuggestion' && (
            <Box sx={{ flex: 1, minWidth: 0 }}>
              <ContactUnlock jobId={item.jobId} hint="pressApply" />
            </Box>
          )}
          {view === 'jobsSuggestion' && <ApplyButton jobId={item.jobId} />}
          {contact?.email && (
            <Button component="a" href={`mailto:${contact.email}`} startIcon={<EmailOutlined />} variant="outlined">
              {t('matchDialog.email')}
            </Button>
          )}
          {contact?.phone && (
            <Button component="a" href={`tel:${contact.phone}`} startIcon={<PhoneOutlined />} variant="outlined">
              {t('matchDialog.call')}
            </Button>
          )}
          {item.status === 'matched' && (
            <Button variant="contained" startIcon={<ChatBubbleOutline />} onClick={() => onMessage(item, job ? companyName(job.company) : (profile?.name ?? ''))}>
              {t('activity.message')}
            </Button>
          )}
        </Stack>
      )}
    </Card>
  );
};
