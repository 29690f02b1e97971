import type { ReactNode } from 'react';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Dialog from '@mui/material/Dialog';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import ArrowBack from '@mui/icons-material/ArrowBack';

// Apart from the panel (card-detail-shell.tsx): only phones open a card in a dialog, and load it.
// Mobile: an open card as a full-screen dialog with a back button.
export const DetailDialog = ({ open, label, backLabel, onBack, children }: { open: boolean; label: string; backLabel: string; onBack: () => void; children: ReactNode }) => (
  <Dialog fullScreen open={open} onClose={onBack} aria-label={label}>
    <AppBar position="sticky" sx={{ borderBottom: 1, borderColor: 'divider', bgcolor: 'background.paper' }}>
      <Toolbar>
        <IconButton edge="start" onClick={onBack} aria-label={backLabel}>
          <ArrowBack sx={{ transform: (theme) => (theme.direction === 'rtl' ? 'scaleX(-1)' : 'none') }} />
        </IconButton>
        <Typography sx={{ fontWeight: 700, mx: 1 }} noWrap>
          {backLabel}
        </Typography>
      </Toolbar>
    </AppBar>
    <Box sx={{ p: 2.5 }}>{children}</Box>
  </Dialog>
);
