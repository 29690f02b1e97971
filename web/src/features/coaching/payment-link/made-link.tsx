import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import ContentCopyOutlined from '@mui/icons-material/ContentCopyOutlined';

// The link just made, to send to the client: copied with a notice for 2 seconds (spec §9).
export function MadeLink({ url }: { url: string }) {
  const { t } = useTranslation('paymentLink');
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    await navigator.clipboard?.writeText(url).catch(() => undefined);
    setCopied(true);
    setTimeout(() => setCopied(false), 2000);
  };
  return (
    <Alert severity="success" role="status">
      {t('made')}
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, mt: 1 }}>
        <Link href={url} target="_blank" rel="noopener noreferrer" dir="ltr" sx={{ wordBreak: 'break-all' }}>
          {url}
        </Link>
        <Button size="small" startIcon={<ContentCopyOutlined />} onClick={() => void copy()}>
          {copied ? t('copied') : t('copy')}
        </Button>
      </Box>
    </Alert>
  );
}
