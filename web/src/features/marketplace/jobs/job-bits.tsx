import { useTranslation } from 'react-i18next';
import Avatar from '@mui/material/Avatar';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import AutoAwesomeOutlined from '@mui/icons-material/AutoAwesomeOutlined';
import LocalFireDepartmentOutlined from '@mui/icons-material/LocalFireDepartmentOutlined';
import VerifiedOutlined from '@mui/icons-material/VerifiedOutlined';
import type { Job } from '@contracts/marketplace/jobs/job';
import { colorFor, initials, salaryParts } from '../../../shared/format';
import { UNDISCLOSED_COMPANY, type JobBadge } from './job-badge';

export const CompanyAvatar = ({ company, size = 48 }: { company: string; size?: number }) => (
  <Avatar variant="rounded" sx={{ width: size, height: size, bgcolor: colorFor(company), color: '#fff', fontWeight: 800, fontSize: size * 0.38, borderRadius: `${Math.round(size / 4)}px` }}>
    {initials(company || UNDISCLOSED_COMPANY)}
  </Avatar>
);

export const useCompanyName = () => {
  const { t } = useTranslation('jobs');
  return (company: string) => (!company.trim() || company === UNDISCLOSED_COMPANY ? t('jobs.undisclosedCompany') : company);
};

// 'ILS 10K–15K /month'
export const SalaryText = ({ job, variant = 'body2' }: { job: Pick<Job, 'salaryMin' | 'salaryMax' | 'salaryCurrency' | 'salaryFrequency'>; variant?: 'body2' | 'body1' }) => {
  const { t } = useTranslation('jobs');
  const salary = salaryParts(job);
  if (!salary) return null;
  return (
    <Typography component="span" variant={variant} sx={{ fontWeight: 700, color: 'success.dark', unicodeBidi: 'isolate', whiteSpace: 'nowrap' }}>
      <bdi>{`${salary.currency} ${salary.range}`}</bdi> {t(`salary.${salary.frequency}`)}
    </Typography>
  );
};

const badgeLook = {
  expired: { color: 'default', icon: undefined },
  hot: { color: 'error', icon: <LocalFireDepartmentOutlined /> },
  new: { color: 'success', icon: <AutoAwesomeOutlined /> },
  hiring: { color: 'primary', icon: <VerifiedOutlined /> },
} as const;

export const BadgeChip = ({ badge }: { badge: JobBadge }) => {
  const { t } = useTranslation('jobs');
  if (!badge) return null;
  const look = badgeLook[badge.kind];
  return <Chip size="small" color={look.color} icon={look.icon} label={t(`badge.${badge.kind}`)} variant={badge.kind === 'expired' ? 'filled' : 'outlined'} sx={{ fontWeight: 700 }} />;
};

export const useBadgeText = () => {
  const { t } = useTranslation('jobs');
  return (badge: JobBadge): string | null => {
    if (!badge) return null;
    if (badge.kind === 'hot') return t('badge.hotText', { count: badge.people });
    if (badge.kind === 'hiring') return t('badge.hiringText', { company: badge.company });
    return t(`badge.${badge.kind}Text`);
  };
};
