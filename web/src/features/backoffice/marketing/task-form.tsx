import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Button from '@mui/material/Button';
import FormLabel from '@mui/material/FormLabel';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { TASK_FREQUENCIES, WEEK_DAYS, type TaskFrequency } from '@contracts/backoffice/marketing/marketing';
import { NEW_TASK_ID, taskWithRules, type Task, type TaskFields } from '@contracts/backoffice/marketing/task';
import { translateMessage } from '../../../app/i18n';

export type TaskDraft = Omit<TaskFields, 'frequency'> & { _id: string; frequency: TaskFrequency };
export const newTask = (): TaskDraft => ({ _id: NEW_TASK_ID, name: '', frequency: 'Daily', daysWeek: [0, 1, 2, 3, 4, 5, 6], notes: '' });
export const taskDraftOf = (task: Task): TaskDraft => ({ _id: task._id, name: task.name, frequency: task.frequency as TaskFrequency, daysWeek: task.daysWeek, notes: task.notes });

// The task form (spec §5): name, frequency, the days (only for a daily task), notes. Its rules are
// checked here as on the server.
export function TaskForm({ initial, busy, serverError, onSave, onCancel, onDelete }: { initial: TaskDraft; busy: boolean; serverError: string | null; onSave: (task: TaskDraft) => void; onCancel: () => void; onDelete?: () => void }) {
  const { t } = useTranslation('marketing');
  const [draft, setDraft] = useState(initial);
  const [problem, setProblem] = useState<string | null>(null);
  const submit = () => {
    if (!draft.name.trim()) return setProblem(t('tasks.name'));
    const ruled = taskWithRules(draft);
    if ('refused' in ruled) return setProblem(translateMessage(ruled.refused));
    setProblem(null);
    onSave({ ...draft, daysWeek: ruled.daysWeek });
  };
  return (
    <Paper variant="outlined" component="form" onSubmit={(e) => (e.preventDefault(), submit())} sx={{ p: 2 }} aria-label={initial._id === NEW_TASK_ID ? t('tasks.newTitle') : t('tasks.editTitle')}>
      <Stack sx={{ gap: 2 }}>
        <TextField autoFocus required label={t('tasks.name')} value={draft.name} onChange={(e) => setDraft({ ...draft, name: e.target.value })} slotProps={{ htmlInput: { dir: 'auto', maxLength: 200 } }} />
        <TextField select label={t('tasks.frequency')} value={draft.frequency} onChange={(e) => setDraft({ ...draft, frequency: e.target.value as TaskFrequency, daysWeek: e.target.value === 'Daily' ? [0, 1, 2, 3, 4, 5, 6] : [] })}>
          {TASK_FREQUENCIES.map((f) => (
            <MenuItem key={f} value={f}>
              {t(`frequency.${f}`)}
            </MenuItem>
          ))}
        </TextField>
        {draft.frequency === 'Daily' && (
          <Stack sx={{ gap: 0.5 }}>
            <FormLabel id="task-days">{t('tasks.days')}</FormLabel>
            <ToggleButtonGroup size="small" aria-labelledby="task-days" value={draft.daysWeek} onChange={(_e, days: number[]) => setDraft({ ...draft, daysWeek: days })} sx={{ flexWrap: 'wrap' }}>
              {WEEK_DAYS.map((d) => (
                <ToggleButton key={d} value={d} aria-label={t(`weekDay.${d}`)}>
                  {t(`weekDayShort.${d}`)}
                </ToggleButton>
              ))}
            </ToggleButtonGroup>
          </Stack>
        )}
        <TextField multiline minRows={2} label={t('tasks.notes')} value={draft.notes} onChange={(e) => setDraft({ ...draft, notes: e.target.value })} slotProps={{ htmlInput: { dir: 'auto', maxLength: 2000 } }} />
        {(problem ?? serverError) && (
          <FormLabel error role="alert">
            {problem ?? serverError}
          </FormLabel>
        )}
        <Stack direction="row" sx={{ gap: 1, justifyContent: 'space-between' }}>
          {onDelete ? (
            <Button color="error" onClick={onDelete}>
              {t('tasks.delete')}
            </Button>
          ) : (
            <span />
          )}
          <Stack direction="row" sx={{ gap: 1 }}>
            <Button onClick={onCancel}>{t('tasks.cancel')}</Button>
            <Button type="submit" variant="contained" loading={busy}>
              {t('tasks.save')}
            </Button>
          </Stack>
        </Stack>
      </Stack>
    </Paper>
  );
}
