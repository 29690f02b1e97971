import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Button from '@mui/material/Button';
import { OrphanApplyDialog } from './orphan-apply-dialog';

type Props = { jobId: string; size?: 'small' | 'medium' | 'large' };

// 'Apply without an account', beside a visitor's Apply: it opens the dialog that sends a CV.
export const OrphanApplyButton = ({ jobId, size }: Props) => {
  const { t } = useTranslation('orphan-applications');
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        variant="text"
        size={size}
        onClick={(event) => {
          // on a card the button sits inside the clickable area: it does not open the job
          event.stopPropagation();
          setOpen(true);
        }}
        onMouseDown={(event) => event.stopPropagation()}
      >
        {t('orphan.applyWithoutAccount')}
      </Button>
      <OrphanApplyDialog jobId={jobId} open={open} onClose={() => setOpen(false)} />
    </>
  );
};
