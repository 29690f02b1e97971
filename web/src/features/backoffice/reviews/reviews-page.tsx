import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import RateReviewOutlined from '@mui/icons-material/RateReviewOutlined';
import { errorText } from '../../../shared/api-error';
import { LoadFailed } from '../../../shared/load-failed';
import { StaffPage } from '../../../shared/staff-page';
import { useNotices } from '../../../shared/use-notices';
import { productName } from '../../coaching/portal/product';
import { ExtraDataDialog, type CuratedItem, type SaveBody } from './extra-data-dialog';
import { ImportBar } from './import-bar';
import { ReviewsSection, UsersSection, VideosSection } from './review-lists';
import { reviewsApi } from './reviews-api';

function Curation() {
  const { t } = useTranslation('reviews');
  const notices = useNotices();
  const { data, isLoading, error, refetch } = reviewsApi.useGetJHReviewDataQuery({}, { refetchOnMountOrArgChange: true });
  const [save, saving] = reviewsApi.useSaveJHReviewDataMutation();
  const [open, setOpen] = useState<{ item: CuratedItem | null; email: string } | null>(null);
  if (isLoading) return <CircularProgress sx={{ display: 'block', mx: 'auto', my: 6 }} aria-label={t('title')} />;
  if (error || !data) return <LoadFailed text={errorText(error, t('loadFailed'))} onRetry={() => void refetch()} />;
  const openItem = (item: CuratedItem | null, email: string) => {
    saving.reset();
    setOpen({ item, email });
  };
  const submit = async (body: SaveBody) => {
    const done = await save(body)
      .unwrap()
      .catch(() => null);
    if (!done) return;
    setOpen(null);
    notices.snackbar(t('saved'));
  };
  const extras = open?.item ? (open.item.kind === 'video' ? data.videosExtra : data.gReviewsExtra) : {};
  return (
    <>
      <ImportBar data={data} />
      <Stack spacing={1.5}>
        <VideosSection data={data} onOpen={openItem} />
        <ReviewsSection data={data} onOpen={openItem} />
        <UsersSection data={data} onOpen={openItem} />
      </Stack>
      {open && (
        <ExtraDataDialog
          item={open.item}
          extra={open.item ? extras[open.item.id] : undefined}
          email={open.email}
          people={data.usersData}
          saving={saving.isLoading}
          error={saving.error}
          onSave={(body) => void submit(body)}
          onClose={() => setOpen(null)}
        />
      )}
    </>
  );
}

// Reviews curation (/{product}-reviews): journey admins and site admins.
export const ReviewsPage = () => {
  const { t } = useTranslation('reviews');
  return (
    <StaffPage access="journeyAdmin" icon={<RateReviewOutlined />} title={t('title')} subtitle={t('subtitle', { product: productName() })}>
      <Curation />
    </StaffPage>
  );
};
