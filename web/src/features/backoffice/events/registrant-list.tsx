import { useTranslation } from 'react-i18next';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import CheckCircleOutlined from '@mui/icons-material/CheckCircleOutlined';
import type { Registrant } from '@contracts/backoffice/events/webinar';

type Props = { people: readonly Registrant[]; kind: 'registered' | 'waitlist' | 'cancelled'; toggling?: string | null; onToggle?(id: string, checkIn: boolean): void };

// One list of an occurrence's people: the registered with their check-in toggles, the waitlist in
// its order, the cancelled with their reasons.
export function RegistrantList({ people, kind, toggling = null, onToggle }: Props) {
  const { t } = useTranslation('events');
  if (!people.length)
    return (
      <Typography variant="body2" color="text.secondary">
        {t('manageDialog.nobody')}
      </Typography>
    );
  return (
    <List dense disablePadding aria-label={t(`manageDialog.${kind}`)} component={kind === 'waitlist' ? 'ol' : 'ul'}>
      {people.map((p, i) => {
        const name = `${p.firstName} ${p.lastName}`;
        return (
          <ListItem
            key={p._id}
            divider
            sx={{ flexWrap: 'wrap', gap: 1, px: 0 }}
            data-registrant={p._id}
          >
            <ListItemText
              sx={{ minWidth: 200, flex: '1 1 240px' }}
              primary={
                <span dir="auto">
                  {kind === 'waitlist' ? `${i + 1}. ` : ''}
                  {name}
                </span>
              }
              secondary={
                <>
                  <span dir="ltr">{p.email}</span> · <span dir="ltr">{p.phone}</span>
                  {kind === 'cancelled' && p.cancelReason ? (
                    <>
                      <br />
                      <span dir="auto">{t('manageDialog.reason', { reason: p.cancelReason })}</span>
                    </>
                  ) : null}
                </>
              }
            />
            {kind === 'registered' && p.checkIn && <Chip size="small" color="success" icon={<CheckCircleOutlined />} label={t('manageDialog.checkedIn')} />}
            {kind === 'registered' && onToggle && (
              <Button
                size="small"
                variant={p.checkIn ? 'text' : 'outlined'}
                loading={toggling === p._id}
                onClick={() => onToggle(p._id, !p.checkIn)}
                aria-pressed={p.checkIn}
                aria-label={`${p.checkIn ? t('manageDialog.checkOut') : t('manageDialog.checkIn')}: ${name}`}
              >
                {p.checkIn ? t('manageDialog.checkOut') : t('manageDialog.checkIn')}
              </Button>
            )}
          </ListItem>
        );
      })}
    </List>
  );
}
