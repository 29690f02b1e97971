import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import AddOutlined from '@mui/icons-material/AddOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import { weekDayOf } from '@contracts/backoffice/marketing/marketing';
import { ConfirmDialog } from '../../../shared/confirm-dialog';
import { errorText } from '../../../shared/api-error';
import { LoadFailed } from '../../../shared/load-failed';
import { useIsMobile } from '../../../shared/use-is-mobile';
import { useNotices } from '../../../shared/use-notices';
import { dayText } from './calendar-dates';
import { TitleWithClose } from './dialog-title';
import { marketingApi } from './marketing-api';
import { newTask, TaskForm, taskDraftOf, type TaskDraft } from './task-form';

// A day's tasks: tick each done (for its day, week or month), add, edit, delete.
export function TasksDialog({ day, onClose }: { day: string; onClose: () => void }) {
  const { t } = useTranslation('marketing');
  const mobile = useIsMobile();
  const notices = useNotices();
  const { data, isLoading, error, refetch } = marketingApi.useGetMTasksQuery({ date: day });
  const [tick] = marketingApi.useSetMTaskMutation();
  const [save, saving] = marketingApi.useCreateEditMTaskMutation();
  const [editing, setEditing] = useState<TaskDraft | null>(null);
  const [deleting, setDeleting] = useState<TaskDraft | null>(null);
  const [serverError, setServerError] = useState<string | null>(null);
  const title = t('tasks.title', { day: `${t(`weekDay.${weekDayOf(day) as 0}`)} ${dayText(day)}` });

  const store = async (task: TaskDraft, status: 'Active' | 'Closed' = 'Active') => {
    setServerError(null);
    try {
      await save({ newData: { ...task, status }, date: day }).unwrap();
      notices.snackbar(status === 'Closed' ? t('messages.MTaskDeleted') : t('messages.MTaskSaved'));
      setEditing(null);
      setDeleting(null);
    } catch (e) {
      setDeleting(null);
      setServerError(errorText(e, t('somethingWentWrong')));
    }
  };

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" fullScreen={mobile} aria-labelledby="tasks-title">
      <TitleWithClose id="tasks-title" closeLabel={t('tasks.close')} onClose={onClose}>
        {title}
      </TitleWithClose>
      <DialogContent dividers>
        {isLoading && <Skeleton variant="rounded" height={120} />}
        {error && <LoadFailed text={t('tasks.failed')} onRetry={() => void refetch()} />}
        {data && !data.tasks.length && !editing && <Typography sx={{ color: 'text.secondary' }}>{t('tasks.empty')}</Typography>}
        {data && data.tasks.length > 0 && (
          <List dense>
            {data.tasks.map((task) => (
              <ListItem
                key={task._id}
                secondaryAction={
                  <IconButton edge="end" onClick={() => setEditing(taskDraftOf(task))} aria-label={t('tasks.edit', { name: task.name })}>
                    <EditOutlined />
                  </IconButton>
                }
              >
                <ListItemIcon>
                  <Checkbox
                    edge="start"
                    checked={task.selected}
                    onChange={(e) => void tick({ taskId: task._id, dateTask: day, selected: e.target.checked, date: day }).unwrap().catch(notices.error)}
                    slotProps={{ input: { 'aria-label': t('tasks.done', { name: task.name }) } }}
                  />
                </ListItemIcon>
                <ListItemText
                  primary={<span dir="auto">{task.name}</span>}
                  secondary={
                    <>
                      {t(`frequency.${task.frequency as 'Daily'}`)}
                      {task.frequency === 'Daily' && ` · ${task.daysWeek.map((d) => t(`weekDayShort.${d as 0}`)).join(' ')}`}
                      {task.notes && (
                        <Typography component="span" variant="body2" dir="auto" sx={{ display: 'block', whiteSpace: 'pre-wrap' }}>
                          {task.notes}
                        </Typography>
                      )}
                    </>
                  }
                  sx={{ textDecoration: task.selected ? 'line-through' : undefined }}
                />
              </ListItem>
            ))}
          </List>
        )}
        {editing && (
          <TaskForm
            key={editing._id}
            initial={editing}
            busy={saving.isLoading}
            serverError={serverError}
            onSave={(task) => void store(task)}
            onCancel={() => (setEditing(null), setServerError(null))}
            onDelete={editing._id === newTask()._id ? undefined : () => setDeleting(editing)}
          />
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3, py: 1.5, justifyContent: 'space-between' }}>
        <Button startIcon={<AddOutlined />} disabled={!!editing} onClick={() => setEditing(newTask())}>
          {t('tasks.add')}
        </Button>
        <Button onClick={onClose}>{t('tasks.close')}</Button>
      </DialogActions>
      {deleting && (
        <ConfirmDialog open danger title={t('tasks.sure')} text={t('tasks.sureText', { name: deleting.name })} confirmLabel={t('tasks.yes')} cancelLabel={t('tasks.no')} busy={saving.isLoading} onCancel={() => setDeleting(null)} onConfirm={() => void store(deleting, 'Closed')} />
      )}
    </Dialog>
  );
}
