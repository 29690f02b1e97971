import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import HistoryOutlined from '@mui/icons-material/HistoryOutlined';
import type { PublishUser } from '@contracts/coaching/publish-grid/publish-grid';

type Props = {
  users: readonly PublishUser[];
  selected: string | null;
  onSelect: (user: PublishUser) => void;
  onApprove: (user: PublishUser) => void;
  onHistory: (user: PublishUser) => void;
  approving: boolean;
};

// The clients the grid can place, and those waiting for approval.
export function UsersPanel({ users, selected, onSelect, onApprove, onHistory, approving }: Props) {
  const { t } = useTranslation('publishGrid');
  return (
    <Paper variant="outlined" sx={{ p: 1.5 }}>
      <Typography variant="h6" component="h2" sx={{ fontSize: 16, mb: 1 }}>
        {t('grid.users')}
      </Typography>
      {users.length === 0 && <Alert severity="info">{t('grid.noUsers')}</Alert>}
      <List dense disablePadding aria-label={t('grid.users')}>
        {users.map((user) => (
          <ListItem
            key={user.userId}
            disablePadding
            data-testid={`user-${user.userId}`}
            secondaryAction={
              <Tooltip title={t('grid.history')}>
                <IconButton edge="end" aria-label={`${t('grid.history')}: ${user.name ?? ''}`} onClick={() => onHistory(user)}>
                  <HistoryOutlined />
                </IconButton>
              </Tooltip>
            }
          >
            <ListItemButton selected={selected === user.userId} aria-pressed={selected === user.userId} disabled={user.partsAvailable.length === 0 && user.status !== 'requested'} onClick={() => onSelect(user)} sx={{ borderRadius: 1, paddingInlineEnd: 6 }}>
              <ListItemText
                primary={user.name ?? user.email ?? user.userId}
                secondary={user.cycleId ? (user.partsAvailable.length ? t('grid.cycleParts', { cycle: user.cycle, parts: user.partsAvailable.join(', ') }) : t('grid.noParts')) : t(`grid.userStatus.${user.status}`)}
                slotProps={{ primary: { sx: { fontWeight: 600 } } }}
              />
            </ListItemButton>
          </ListItem>
        ))}
      </List>
      {users
        .filter((u) => u.status === 'requested')
        .map((user) => (
          <Box key={user.userId} sx={{ display: 'flex', alignItems: 'center', gap: 1, mt: 1, flexWrap: 'wrap' }}>
            <Chip size="small" color="warning" label={`${user.name ?? ''} · ${t('grid.userStatus.requested')}`} />
            <Button size="small" variant="contained" disabled={approving} onClick={() => onApprove(user)}>
              {t('grid.approve')}
            </Button>
          </Box>
        ))}
    </Paper>
  );
}
