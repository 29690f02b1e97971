import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import ArrowBack from '@mui/icons-material/ArrowBack';
import SearchOffOutlined from '@mui/icons-material/SearchOffOutlined';
import type { Review } from '@contracts/marketplace/companies/review';
import { signInDialogOpened } from '../../../app/auth-slice';
import { useAppDispatch } from '../../../app/hooks';
import { EmptyState } from '../../../shared/card-detail-shell';
import { useNotices } from '../../../shared/use-notices';
import { useCurrentUser } from '../../identity/users/use-current-user';
import { companiesApi } from './companies-api';
import { CompanyHeader } from './company-header';
import { CompanyTabs } from './company-tabs';

// The dialog loads when someone writes a review.
const AddReviewDialog = lazy(() => import('./add-review-dialog').then((m) => ({ default: m.AddReviewDialog })));

const BackToList = () => {
  const { t } = useTranslation('companies');
  return (
    <Button component={RouterLink} to="/companies" startIcon={<ArrowBack sx={{ transform: (theme) => (theme.direction === 'rtl' ? 'scaleX(-1)' : 'none') }} />} sx={{ mb: 1.5 }}>
      {t('company.back')}
    </Button>
  );
};

// A company's page (/companies/{slug}-{id}): its card, its tabs, and Write a review. Visitors are
// asked to sign in before they write or mark a review helpful.
export const CompanyPage = ({ companyId }: { companyId: string }) => {
  const { t } = useTranslation('companies');
  const dispatch = useAppDispatch();
  const notices = useNotices();
  const { isAuthed } = useCurrentUser();
  const { data, isLoading, isError, refetch } = companiesApi.useGetCompanyQuery({ id: companyId });
  const [addReview] = companiesApi.useAddReviewMutation();
  const [addHelpful] = companiesApi.useAddHelpfulMutation();
  const [writing, setWriting] = useState(false);
  const [marking, setMarking] = useState<string | null>(null);

  const signedIn = () => {
    if (isAuthed) return true;
    dispatch(signInDialogOpened('signIn'));
    return false;
  };
  const markHelpful = async (review: Review) => {
    if (!signedIn()) return;
    setMarking(review._id);
    const result = await addHelpful({ id: review._id, type: review.type === 'interview' ? 'interview' : 'review' });
    setMarking(null);
    if ('error' in result) notices.error(result.error);
  };

  let body;
  if (isLoading) body = <Skeleton variant="rounded" height={220} aria-busy="true" />;
  else if (isError) body = <Alert severity="error" action={<Button onClick={() => void refetch()}>{t('common.retry')}</Button>}>{t('company.failed')}</Alert>;
  else if (!data || 'notFound' in data)
    body = (
      <EmptyState
        icon={<SearchOffOutlined />}
        title={t('company.notFound')}
        text={t('company.notFoundHint')}
        action={
          <Button component={RouterLink} to="/companies" variant="contained">
            {t('company.back')}
          </Button>
        }
      />
    );
  else {
    const company = data.result;
    body = (
      <>
        <CompanyHeader company={company} onWriteReview={() => signedIn() && setWriting(true)} />
        <CompanyTabs company={company} onHelpful={(review) => void markHelpful(review)} marking={marking} />
        {writing && (
          <Suspense fallback={null}>
            <AddReviewDialog
              open
              company={company}
              onClose={() => setWriting(false)}
              onSave={async (review) => {
                const result = await addReview(review);
                return 'error' in result ? { error: result.error } : {};
              }}
              onSaved={() => notices.message(t('review.saved'), t('messages.ReviewThanks'))}
            />
          </Suspense>
        )}
      </>
    );
  }
  return (
    <Container maxWidth="md" sx={{ py: { xs: 2, sm: 3 } }}>
      <BackToList />
      <Stack>{body}</Stack>
    </Container>
  );
};
