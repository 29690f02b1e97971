import type { ReactElement, ReactNode } from 'react';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import type { PageAccess } from '../app/screen';
import { AccessGate } from '../shell/access-gate';

// A staff screen's frame: who may open it, its title and what it is for, then its content.
export function StaffPage({ access, icon, title, subtitle, children }: { access: PageAccess; icon: ReactElement; title: string; subtitle: string; children: ReactNode }) {
  return (
    <AccessGate access={access} icon={icon} title={title}>
      <Container maxWidth="lg" sx={{ py: { xs: 2, md: 4 }, px: { xs: 1.5, sm: 3 } }}>
        <Box sx={{ mb: 3 }}>
          <Typography variant="h4" component="h1" sx={{ fontSize: { xs: 26, sm: 32 } }}>
            {title}
          </Typography>
          <Typography variant="body1" sx={{ color: 'text.secondary' }}>
            {subtitle}
          </Typography>
        </Box>
        {children}
      </Container>
    </AccessGate>
  );
}
