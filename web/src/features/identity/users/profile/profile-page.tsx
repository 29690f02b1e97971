import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { UserData } from '@contracts/identity/users/user';
import { ConfirmDialog } from '../../../../shared/confirm-dialog';
import { useCurrentUser } from '../use-current-user';
import { AvatarEditor } from './avatar-editor';
import { EntriesSection } from './entries-section';
import { MainSection } from './main-section';
import { AddPhoneDialog, SearchEnginesPrompt } from './profile-dialogs';
import type { SectionTracker } from './profile-section';
import { ResumePanel } from './resume-panel';
import { DescriptionSection, LinksSection, TagsSection, VisibilitySection } from './small-sections';
import { useUnsavedPrompt } from '../../../../shared/use-unsaved-prompt';

type Mode = 'view' | 'edit' | 'preview';
type SectionState = { editing: boolean; dirty: boolean };

// Sections report whether they are being edited and hold changes: Done Edit and Preview wait for
// the ones being edited, and leaving with changes asks first.
function useSectionStates() {
  const [states, setStates] = useState<Record<string, SectionState>>({});
  const tracker = useMemo<SectionTracker>(
    () => ({
      report: (id, next) =>
        setStates((now) => (now[id]?.editing === next.editing && now[id]?.dirty === next.dirty ? now : { ...now, [id]: next })),
    }),
    [],
  );
  const all = Object.values(states);
  return { tracker, editing: all.filter((s) => s.editing).length, unsaved: all.some((s) => s.dirty) };
}

const Header = ({ user, editable, onAddPhone }: { user: UserData; editable: boolean; onAddPhone: () => void }) => {
  const { t } = useTranslation('profile');
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 3, alignItems: { xs: 'center', sm: 'flex-start' } }}>
        <AvatarEditor user={user} editable={editable} />
        <Stack spacing={0.5} sx={{ minWidth: 0, textAlign: { xs: 'center', sm: 'start' } }}>
          <Typography variant="h5" component="p" sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>
            {user.name}
          </Typography>
          {user.title && <Typography color="text.secondary">{user.title}</Typography>}
          <Typography variant="body2" color="text.secondary" dir="ltr" sx={{ textAlign: { xs: 'center', sm: 'start' } }}>
            {user.email}
          </Typography>
          {!user.phone && !user.noPhone && editable && (
            <Button size="small" onClick={onAddPhone} sx={{ alignSelf: { xs: 'center', sm: 'flex-start' } }}>
              {t('phone.add')}
            </Button>
          )}
        </Stack>
      </Stack>
    </Paper>
  );
};

export const ProfilePage = () => {
  const { t } = useTranslation('profile');
  const { user, isLoading } = useCurrentUser();
  const [mode, setMode] = useState<Mode>('view');
  const [asking, setAsking] = useState(false);
  const [addingPhone, setAddingPhone] = useState(false);
  const { tracker, editing, unsaved } = useSectionStates();
  const blocker = useUnsavedPrompt(unsaved);

  if (isLoading || !user)
    return (
      <Stack role="status" sx={{ alignItems: 'center', py: 8, gap: 2 }}>
        <CircularProgress />
        <Typography>{t('page.loading')}</Typography>
      </Stack>
    );

  const editable = mode === 'edit';
  const blocked = editing > 0;
  const sectionProps = { user, editable, tracker };

  return (
    <Container maxWidth="md" sx={{ py: { xs: 2, sm: 4 }, px: { xs: 1.5, sm: 3 } }}>
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', gap: 1, mb: 2, flexWrap: 'wrap' }}>
        <Typography variant="h4" component="h1" sx={{ fontSize: { xs: 26, sm: 34 } }}>
          {t('page.title')}
        </Typography>
        <Stack direction="row" sx={{ gap: 1 }}>
          {mode === 'view' && (
            <Button variant="contained" onClick={() => setMode('edit')}>
              {t('page.edit')}
            </Button>
          )}
          {mode === 'edit' && (
            <>
              <Button variant="outlined" disabled={blocked} onClick={() => setMode('preview')}>
                {t('page.preview')}
              </Button>
              <Button variant="contained" disabled={blocked} onClick={() => setMode('view')}>
                {t('page.doneEdit')}
              </Button>
            </>
          )}
          {mode === 'preview' && (
            <Button variant="contained" onClick={() => setMode('edit')}>
              {t('page.backToEdit')}
            </Button>
          )}
        </Stack>
      </Stack>
      {blocked && mode === 'edit' && (
        <Alert severity="info" sx={{ mb: 2 }} role="status">
          {t('page.editingCount', { count: editing })}
        </Alert>
      )}
      {mode === 'preview' && (
        <Alert severity="info" sx={{ mb: 2 }}>
          {t('page.previewNote')}
        </Alert>
      )}
      <Stack spacing={2}>
        <Header user={user} editable={editable} onAddPhone={() => setAddingPhone(true)} />
        <MainSection {...sectionProps} />
        {mode !== 'preview' && (
          <ResumePanel
            user={user}
            editable={editable}
            onUploaded={(saved) => {
              if (saved.visibleSearchEngines) return false;
              setAsking(true);
              return true;
            }}
          />
        )}
        <DescriptionSection {...sectionProps} />
        <TagsSection {...sectionProps} />
        <EntriesSection kind="experience" {...sectionProps} />
        <EntriesSection kind="education" {...sectionProps} />
        <LinksSection {...sectionProps} />
        {mode !== 'preview' && <VisibilitySection {...sectionProps} />}
      </Stack>
      <SearchEnginesPrompt open={asking} onClose={() => setAsking(false)} />
      <AddPhoneDialog open={addingPhone} onClose={() => setAddingPhone(false)} />
      <ConfirmDialog
        open={blocker.state === 'blocked'}
        title={t('page.title')}
        text={t('page.unsaved')}
        confirmLabel={t('page.leave')}
        cancelLabel={t('page.stay')}
        danger
        onConfirm={() => blocker.proceed?.()}
        onCancel={() => blocker.reset?.()}
      />
    </Container>
  );
};
