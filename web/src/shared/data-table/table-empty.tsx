import type { ReactElement } from 'react';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import Box from '@mui/material/Box';

// What a staff table shows when its search and filters match nothing: its icon, what is missing and
// what to try.
export const TableEmpty = ({ icon, title, hint }: { icon: ReactElement; title: string; hint: string }) => (
  <Paper variant="outlined" sx={{ p: { xs: 3, sm: 5 }, textAlign: 'center' }}>
    <Box sx={{ color: 'primary.light', '& svg': { fontSize: 48 } }}>{icon}</Box>
    <Typography variant="h6" component="p" sx={{ mt: 1 }}>
      {title}
    </Typography>
    <Typography sx={{ color: 'text.secondary', mt: 0.5 }}>{hint}</Typography>
  </Paper>
);
