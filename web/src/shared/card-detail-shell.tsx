import type { ReactElement, ReactNode } from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';

// A card list's empty, not-found and nothing-chosen states.
export const EmptyState = ({ icon, title, text, action }: { icon: ReactElement; title: string; text: string; action?: ReactNode }) => (
  <Box sx={{ textAlign: 'center', py: 8, px: 2, color: 'text.secondary', '& > svg': { fontSize: 48, color: 'primary.light' } }}>
    {icon}
    <Typography variant="h6" component="p" sx={{ color: 'text.primary', mt: 1 }}>
      {title}
    </Typography>
    {text && <Typography sx={{ mt: 0.5 }}>{text}</Typography>}
    {action && <Box sx={{ mt: 2 }}>{action}</Box>}
  </Box>
);

// Desktop: an open card beside the list, sticky under the top bar.
export const DetailPanel = ({ children }: { children: ReactNode }) => (
  <Paper variant="outlined" sx={{ position: 'sticky', top: 88, maxHeight: 'calc(100vh - 104px)', overflowY: 'auto', p: 3 }}>
    {children}
  </Paper>
);
