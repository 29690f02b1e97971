import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { PaymentLink } from '@contracts/coaching/payment-link/link';
import { linkDate, money } from './link-date';

// The newest links made, whether each is paid, with the link to send again.
export function PaymentLinksList({ links }: { links: readonly PaymentLink[] }) {
  const { t, i18n } = useTranslation('paymentLink');
  return (
    <Paper variant="outlined" component="section" aria-labelledby="recent-links" sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography id="recent-links" variant="h6" component="h2" sx={{ mb: 1 }}>
        {t('recent')}
      </Typography>
      {links.length === 0 ? (
        <Typography sx={{ color: 'text.secondary' }}>{t('noLinks')}</Typography>
      ) : (
        <List disablePadding aria-labelledby="recent-links">
          {links.map((link) => (
            <ListItem key={link._id} divider disableGutters sx={{ display: 'block', py: 1.5 }}>
              <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'flex-start', gap: 1, flexWrap: 'wrap' }}>
                <Box sx={{ minWidth: 0, overflowWrap: 'anywhere' }}>
                  <Typography sx={{ fontWeight: 600 }}>{link.name}</Typography>
                  <Typography variant="body2" dir="ltr" sx={{ color: 'text.secondary', textAlign: 'start' }}>
                    {link.email}
                  </Typography>
                </Box>
                <Chip size="small" color={link.status === 'paid' ? 'success' : 'default'} label={t(`status.${link.status}`)} />
              </Stack>
              <Typography variant="body2" sx={{ mt: 0.5 }}>
                {money(link.amount, link.currency, i18n.language)} · {link.plan} · {t('monthsCount', { count: link.months })}
              </Typography>
              <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                {link.createdByName ? t('madeBy', { name: link.createdByName, date: linkDate(link.createdAt, i18n.language) }) : t('madeOn', { date: linkDate(link.createdAt, i18n.language) })}
                {link.paidAt ? ` · ${t('paidOn', { date: linkDate(link.paidAt, i18n.language) })}` : ''}
              </Typography>
              {link.status === 'created' && (
                <Link href={link.url} target="_blank" rel="noopener noreferrer" variant="body2">
                  {t('open')}
                </Link>
              )}
            </ListItem>
          ))}
        </List>
      )}
    </Paper>
  );
}
