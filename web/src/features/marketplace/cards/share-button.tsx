import { useState, type ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import Button from '@mui/material/Button';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Snackbar from '@mui/material/Snackbar';
import ContentCopy from '@mui/icons-material/ContentCopy';
import EmailOutlined from '@mui/icons-material/EmailOutlined';
import Facebook from '@mui/icons-material/Facebook';
import LinkedIn from '@mui/icons-material/LinkedIn';
import ShareOutlined from '@mui/icons-material/ShareOutlined';
import X from '@mui/icons-material/X';
import { shareTargets, shareUrl, type ShareTarget } from './share-links';

const icons: Record<ShareTarget, ReactElement> = { facebook: <Facebook />, linkedin: <LinkedIn />, twitter: <X />, email: <EmailOutlined /> };

// 'Copied' shows for 2 seconds (marketplace spec §9).
const COPIED_MS = 2000;

type Props = { path: string; title: string; what: 'job' | 'resume' };

// Share a card: copy its link, or hand it to facebook, linkedin, twitter or mail.
export const ShareButton = ({ path, title, what }: Props) => {
  const { t } = useTranslation('cards');
  const { t: shell } = useTranslation();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [copied, setCopied] = useState<string | null>(null);
  const url = new URL(path, window.location.origin).toString();
  const text = { url, title, subject: t('share.mailSubject', { title, product: shell('brand.name') }), body: t('share.mailBody', { url }) };

  const copy = async () => {
    setAnchor(null);
    try {
      await navigator.clipboard.writeText(url);
      setCopied(t('share.copied'));
    } catch {
      // no clipboard (plain http, or refused): the link itself, to copy by hand
      setCopied(url);
    }
  };

  return (
    <>
      <Button variant="outlined" size="small" startIcon={<ShareOutlined />} onClick={(event) => setAnchor(event.currentTarget)} aria-haspopup="menu" aria-expanded={Boolean(anchor)}>
        {t('share.button')}
      </Button>
      <Menu anchorEl={anchor} open={Boolean(anchor)} onClose={() => setAnchor(null)} slotProps={{ list: { 'aria-label': t('share.menu', { what: t(`share.${what}`) }) } }}>
        <MenuItem onClick={() => void copy()}>
          <ListItemIcon>
            <ContentCopy fontSize="small" />
          </ListItemIcon>
          <ListItemText>{t('share.copyLink')}</ListItemText>
        </MenuItem>
        {shareTargets.map((target) => (
          <MenuItem key={target} component="a" href={shareUrl(target, text)} target={target === 'email' ? undefined : '_blank'} rel="noopener noreferrer" onClick={() => setAnchor(null)}>
            <ListItemIcon>{icons[target]}</ListItemIcon>
            <ListItemText>{t(`share.${target}`)}</ListItemText>
          </MenuItem>
        ))}
      </Menu>
      <Snackbar open={copied !== null} autoHideDuration={COPIED_MS} onClose={() => setCopied(null)} message={copied} anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }} />
    </>
  );
};
