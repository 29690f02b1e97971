import { useTranslation } from 'react-i18next';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { urgentFlags, type JourneyUser } from '@contracts/coaching/journey-users/calls';
import { cardColors, initials } from '../../../shared/format';
import { useSeniority } from '../../../shared/seniority';

const urgent: readonly string[] = urgentFlags;

// One journey user: name, title, contact, status, plan, manager and what needs attention; opens
// their journey (the button is named by what it shows, the name first).
export function UserCard({ user, onOpen }: { user: JourneyUser; onOpen: (user: JourneyUser) => void }) {
  const { t } = useTranslation('journeyUsers');
  const seniority = useSeniority();
  const name = `${user.first_name} ${user.last_name}`.trim() || user.email;
  const alarms = user.flags.filter((f) => urgent.includes(f));
  return (
    <Card variant="outlined" sx={{ mb: 1 }}>
      <CardActionArea onClick={() => onOpen(user)} sx={{ p: { xs: 1.5, sm: 2 }, display: 'flex', alignItems: 'flex-start', justifyContent: 'flex-start', gap: 1.5 }}>
        <Avatar sx={{ bgcolor: cardColors[(user.card_color ?? 0) % cardColors.length], width: 40, height: 40 }} aria-hidden>
          {initials(name)}
        </Avatar>
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', columnGap: 1 }}>
            <Typography component="h3" sx={{ fontWeight: 600 }}>
              <bdi>{name}</bdi>
            </Typography>
            {user.title && (
              <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                <bdi>{user.title}</bdi>
              </Typography>
            )}
          </Box>
          <Typography variant="body2" sx={{ color: 'text.secondary', overflowWrap: 'anywhere' }}>
            <bdi dir="ltr">{user.email}</bdi>
            {user.phone ? ' · ' : ''}
            {user.phone && <bdi dir="ltr">{user.phone}</bdi>}
          </Typography>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.75, mt: 1 }}>
            <Chip size="small" label={user.status ?? t('noStatus')} color={user.status ? 'primary' : 'default'} variant="outlined" />
            {user.plan && <Chip size="small" label={user.plan} variant="outlined" />}
            {user.seniorityLevel && <Chip size="small" label={seniority(user.seniorityLevel)} variant="outlined" />}
            <Chip size="small" label={user.csManager ? t('managedBy', { name: user.csManager.name }) : t('noManager')} variant="outlined" />
            {!user.isActiveJHUser && <Chip size="small" label={t('notActive')} />}
            {alarms.map((flag) => (
              <Chip key={flag} size="small" color="warning" label={t(`flag.${flag as (typeof urgentFlags)[number]}`)} />
            ))}
          </Box>
        </Box>
        <Typography variant="caption" sx={{ color: 'text.secondary', whiteSpace: 'nowrap' }}>
          {t('step', { step: user.currentStep + 1 })} · {t('cycles', { count: user.cycles })}
        </Typography>
      </CardActionArea>
    </Card>
  );
}
