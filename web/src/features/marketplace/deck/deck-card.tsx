import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import LocationOnOutlined from '@mui/icons-material/LocationOnOutlined';
import RocketLaunchOutlined from '@mui/icons-material/RocketLaunchOutlined';
import type { DeckCard } from '@contracts/marketplace/deck/deck';
import { colorFor, initials } from '../../../shared/format';
import { CompanyAvatar, SalaryText, useCompanyName } from '../jobs/job-bits';
import { cardArgs, jobsApi } from '../jobs/jobs-api';
import { useSeniority } from '../../../shared/seniority';
import { MatchReasons } from './match-reasons';

export const deckCardTitle = (card: DeckCard): string => card.job?.title ?? card.profile?.name ?? '';

// A description's text, one line per paragraph or list item: the card shows no links or markup.
const plainText = (html: string): string => {
  const withBreaks = html.replace(/<(br|\/p|\/li|\/h\d|\/div)\b[^>]*>/gi, '$&\n');
  const text = new DOMParser().parseFromString(withBreaks, 'text/html').body.textContent ?? '';
  return text.replace(/[ \t]+\n/g, '\n').replace(/\n{2,}/g, '\n').trim();
};

// The start of a job's description, as much as the card has room for (it fades out at the bottom).
// The deck's rows carry what a list shows; the description comes with the job's own card, which the
// detail view shares, and the card under the top one fetches it ahead.
const JobSummary = ({ jobId }: { jobId: string }) => {
  const { data, isLoading } = jobsApi.useGetHistogramObjectQuery(cardArgs(jobId));
  const description = data && 'result' in data ? data.result.description : '';
  // parsed once per description, not on every frame of a drag
  const text = useMemo(() => (description ? plainText(description) : ''), [description]);
  if (isLoading)
    return (
      <Box aria-hidden sx={{ flex: 1 }}>
        <Skeleton width="95%" />
        <Skeleton width="90%" />
        <Skeleton width="70%" />
      </Box>
    );
  if (!text) return <Box sx={{ flex: 1 }} />;
  return (
    <Typography
      variant="body2"
      dir="auto"
      data-testid="deck-card-summary"
      sx={{
        flex: '1 1 0',
        minHeight: 0,
        overflow: 'hidden',
        color: 'text.secondary',
        lineHeight: 1.6,
        textAlign: 'start',
        whiteSpace: 'pre-line',
        maskImage: 'linear-gradient(to bottom, black 70%, transparent)',
      }}
    >
      {text}
    </Typography>
  );
};

// What one card of the deck shows: the job (seekers) or the talent (recruiters), and why it is here.
export const DeckCardContent = ({ card }: { card: DeckCard }) => {
  const { t } = useTranslation('deck');
  const { t: tJobs } = useTranslation('jobs');
  const seniority = useSeniority();
  const companyName = useCompanyName();
  const { job, profile } = card;
  const tags = job ? [...job.selectedTags, ...job.tags.filter((tag) => !job.selectedTags.includes(tag))] : (profile?.tags ?? []);
  return (
    <Stack spacing={1.5} sx={{ height: '100%' }}>
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
        {job ? (
          <CompanyAvatar company={job.company} size={56} />
        ) : (
          <Avatar sx={{ width: 56, height: 56, bgcolor: colorFor(profile?.name ?? '?'), fontWeight: 800 }}>{initials(profile?.name ?? '')}</Avatar>
        )}
        <Box sx={{ minWidth: 0, flex: 1 }}>
          <Typography component="h2" dir="auto" sx={{ fontWeight: 800, fontSize: 20, lineHeight: 1.25, textAlign: 'start' }}>
            {deckCardTitle(card)}
          </Typography>
          <Typography dir="auto" sx={{ color: 'text.secondary', textAlign: 'start' }} noWrap>
            {job ? companyName(job.company) : (profile?.title ?? '')}
          </Typography>
        </Box>
        {card.promoted && <Chip size="small" color="primary" icon={<RocketLaunchOutlined />} label={t('deck.promoted')} />}
      </Stack>
      <Stack direction="row" sx={{ flexWrap: 'wrap', columnGap: 1.5, rowGap: 0.5, alignItems: 'center', color: 'text.secondary' }}>
        {(job?.location ?? profile?.location) && (
          <Stack direction="row" spacing={0.25} sx={{ alignItems: 'center' }}>
            <LocationOnOutlined sx={{ fontSize: 18 }} />
            <Typography variant="body2">{job?.location ?? profile?.location}</Typography>
          </Stack>
        )}
        {job && <SalaryText job={job} />}
        {job && (
          <Typography variant="body2">
            {tJobs(`employmentType.${job.employmentType}`)} · {seniority(job.seniorityLevel)}
          </Typography>
        )}
        {profile?.seniorityLevel && <Typography variant="body2">{seniority(profile.seniorityLevel)}</Typography>}
      </Stack>
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 0.75 }}>
        {tags.slice(0, 8).map((tag) => (
          <Chip key={tag} label={tag} size="small" variant="outlined" dir="ltr" />
        ))}
      </Stack>
      {profile?.personal_info && (
        <Typography variant="body2" dir="auto" sx={{ color: 'text.secondary', display: '-webkit-box', WebkitLineClamp: 3, WebkitBoxOrient: 'vertical', overflow: 'hidden', textAlign: 'start' }}>
          {profile.personal_info}
        </Typography>
      )}
      {job ? <JobSummary jobId={job._id} /> : <Box sx={{ flex: 1 }} />}
      <MatchReasons match={card.match} forRecruiter={card.histogramType === 'resumes'} />
    </Stack>
  );
};
