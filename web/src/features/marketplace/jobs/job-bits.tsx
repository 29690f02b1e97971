import { useTranslation } from 'react-i18next';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import AutoAwesomeOutlined from '@mui/icons-material/AutoAwesomeOutlined';
import LocalFireDepartmentOutlined from '@mui/icons-material/LocalFireDepartmentOutlined';
import VerifiedOutlined from '@mui/icons-material/VerifiedOutlined';
import type { Job } from '@contracts/marketplace/jobs/job';
import { CompanyLogo } from '../cards/company-logo';
import { salaryLabel } from '../cards/salary';
import { UNDISCLOSED_COMPANY, type JobBadge } from './job-badge';

// The logo by the company's address, else its initials, else the default picture.
export const CompanyAvatar = ({ company, companyUrl, size = 48 }: { company: string; companyUrl?: string | null; size?: number }) => <CompanyLogo company={company} companyUrl={companyUrl} size={size} />;

export const useCompanyName = () => {
  const { t } = useTranslation('jobs');
  return (company: string) => (!company.trim() || company === UNDISCLOSED_COMPANY ? t('jobs.undisclosedCompany') : company);
};

// '₪10K–15K /month' on cards, '₪10,000–15,000 /month' where there is room (the detail)
export const SalaryText = ({ job, variant = 'body2', abbreviated = true }: { job: Pick<Job, 'salaryMin' | 'salaryMax' | 'salaryCurrency' | 'salaryFrequency'>; variant?: 'body2' | 'body1'; abbreviated?: boolean }) => {
  const { t } = useTranslation('jobs');
  const salary = salaryLabel(job, { abbreviated });
  if (!salary) return null;
  return (
    <Typography component="span" variant={variant} sx={{ fontWeight: 700, color: 'success.dark', unicodeBidi: 'isolate', whiteSpace: 'nowrap' }}>
      <bdi>{salary.amount}</bdi> {t(`salary.${salary.frequency}`)}
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
