import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import Star from '@mui/icons-material/Star';
import type { JobInfoInput } from '@contracts/marketplace/jobs/job';
import { usePlaceName } from '../../../../shared/places';
import { useSeniority } from '../../../../shared/seniority';
import { SalaryText } from '../job-bits';
import type { JobSectionId } from './job-form';

const Line = ({ label, children }: { label: string; children: ReactNode }) => (
  <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: { xs: 0, sm: 2 }, py: 0.5 }}>
    <Typography variant="body2" sx={{ color: 'text.secondary', minWidth: { sm: 160 }, flexShrink: 0 }}>
      {label}
    </Typography>
    <Typography variant="body2" component="div" dir="auto" sx={{ overflowWrap: 'anywhere', minWidth: 0 }}>
      {children}
    </Typography>
  </Stack>
);

// rich text as plain text: a draft is not yet cleaned by the server
const plainText = (html: string) => new DOMParser().parseFromString(html, 'text/html').body.textContent ?? '';

// How each section reads when it is not being edited, and in the preview.
export const JobSectionView = ({ id, values }: { id: JobSectionId; values: JobInfoInput }) => {
  const { t } = useTranslation('jobs');
  const placeName = usePlaceName();
  const seniority = useSeniority();
  const none = t('editor.notGiven');
  switch (id) {
    case 'role':
      return (
        <>
          <Line label={t('editor.title')}>{values.title || none}</Line>
          <Line label={t('editor.company')}>{values.company || none}</Line>
          {values.company_url && <Line label={t('editor.companyUrl')}><span dir="ltr">{values.company_url}</span></Line>}
          <Line label={t('editor.employmentType')}>{values.employmentType ? t(`employmentType.${values.employmentType}`) : none}</Line>
          <Line label={t('editor.seniorityLevel')}>{values.seniorityLevel ? seniority(values.seniorityLevel) : none}</Line>
        </>
      );
    case 'location':
      return (
        <>
          <Line label={t('editor.location')}>{values.location ? placeName(values.location) : none}</Line>
          {values.streetAddress && <Line label={t('editor.streetAddress')}>{values.streetAddress}</Line>}
          {values.postalCode && <Line label={t('editor.postalCode')}>{values.postalCode}</Line>}
        </>
      );
    case 'salary':
      return (
        <Line label={t('editor.salarySection')}>
          {values.salaryMin != null && values.salaryMax != null ? (
            <SalaryText job={{ salaryMin: values.salaryMin, salaryMax: values.salaryMax, salaryCurrency: values.salaryCurrency ?? 'ILS', salaryFrequency: values.salaryFrequency ?? 'MONTH' }} />
          ) : (
            none
          )}
        </Line>
      );
    case 'tags':
      return values.tags?.length ? (
        <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
          {values.tags.map((tag) => (
            <Chip key={tag} dir="ltr" size="small" label={tag} icon={values.selectedTags?.includes(tag) ? <Star /> : undefined} color={values.selectedTags?.includes(tag) ? 'primary' : 'default'} />
          ))}
        </Stack>
      ) : (
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>{none}</Typography>
      );
    case 'description':
      return (
        <>
          <Typography variant="body2" dir="auto" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            {plainText(values.description ?? '') || none}
          </Typography>
          {values.phone && <Line label={t('editor.phone')}><span dir="ltr">{values.phone}</span></Line>}
        </>
      );
  }
};
