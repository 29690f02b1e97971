import type { ReactNode } from 'react';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import CloseOutlined from '@mui/icons-material/CloseOutlined';

// A dialog's title with a close button beside it: on a phone the notices cover the bottom bar.
export function TitleWithClose({ id, closeLabel, onClose, children }: { id: string; closeLabel: string; onClose: () => void; children: ReactNode }) {
  return (
    <Stack direction="row" sx={{ alignItems: 'center', paddingInlineEnd: 1.5 }}>
      <DialogTitle id={id} dir="auto" sx={{ flex: 1, minWidth: 0 }}>
        {children}
      </DialogTitle>
      <IconButton onClick={onClose} aria-label={closeLabel}>
        <CloseOutlined />
      </IconButton>
    </Stack>
  );
}
