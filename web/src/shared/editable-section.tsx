import type { ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import EditOutlined from '@mui/icons-material/EditOutlined';

export type SectionLabels = { edit: string; editNamed: string; cancel: string; save: string };

type Props = {
  id: string;
  title: string;
  // the page is in edit mode: the section may be opened
  editable: boolean;
  editing: boolean;
  onEdit: () => void;
  // Save and Cancel under the form; without them the section is part of one larger form
  onCancel?: () => void;
  onSave?: () => void;
  saving?: boolean;
  failure?: string | null;
  labels: SectionLabels;
  view: ReactNode;
  children: ReactNode;
  // extra header actions (an upload button)
  actions?: ReactNode;
};

// One section of an editor (the profile, a job): read, or edited on its own with Save and Cancel.
// What is edited, how it is checked and saved is the editor's; this is the section's frame.
export const EditableSection = ({ id, title, editable, editing, onEdit, onCancel, onSave, saving, failure, labels, view, children, actions }: Props) => (
  <Paper component="section" aria-labelledby={`section-${id}`} variant="outlined" sx={{ p: { xs: 2, sm: 3 }, minWidth: 0 }}>
    <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', gap: 1, mb: 1.5, flexWrap: 'wrap' }}>
      <Typography id={`section-${id}`} variant="h6" component="h2">
        {title}
      </Typography>
      <Stack direction="row" sx={{ gap: 1 }}>
        {actions}
        {editable && !editing && (
          <Button size="small" startIcon={<EditOutlined />} onClick={onEdit} aria-label={labels.editNamed}>
            {labels.edit}
          </Button>
        )}
      </Stack>
    </Stack>
    {editing ? (
      onSave ? (
        <Stack
          component="form"
          noValidate
          spacing={2}
          onSubmit={(event) => {
            event.preventDefault();
            onSave();
          }}
        >
          {children}
          {failure && <Alert severity="error">{failure}</Alert>}
          <Stack direction="row" sx={{ gap: 1, justifyContent: 'flex-end' }}>
            <Button onClick={onCancel} disabled={saving}>
              {labels.cancel}
            </Button>
            <Button type="submit" variant="contained" loading={saving}>
              {labels.save}
            </Button>
          </Stack>
        </Stack>
      ) : (
        <Stack spacing={2}>{children}</Stack>
      )
    ) : (
      view
    )}
  </Paper>
);
