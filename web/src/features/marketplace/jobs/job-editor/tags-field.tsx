import { useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Star from '@mui/icons-material/Star';
import StarBorder from '@mui/icons-material/StarBorder';
import { MAX_BEST_TAGS, MAX_TAGS } from '@contracts/marketplace/jobs/job';
import { translateMessage } from '../../../../app/i18n';
import { addTag, removeTag, toggleBest, type TagProblem, type TagState } from './tags';

type Props = { value: TagState; onChange: (next: TagState) => void; error?: string };

// Type a tag and press Enter (or comma); the star marks one of the (up to 3) best tags.
export const TagsField = ({ value, onChange, error }: Props) => {
  const { t } = useTranslation('jobs');
  const [draft, setDraft] = useState('');
  const [problem, setProblem] = useState<TagProblem | null>(null);

  const apply = (result: { state: TagState; problem?: TagProblem }) => {
    setProblem(result.problem ?? null);
    if (result.state !== value) onChange(result.state);
  };

  const commit = () => {
    if (!draft.trim()) return;
    const result = addTag(value, draft);
    apply(result);
    if (!result.problem) setDraft('');
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter' || event.key === ',') {
      event.preventDefault();
      commit();
    } else if (event.key === 'Backspace' && !draft && value.tags.length) {
      apply({ state: removeTag(value, value.tags[value.tags.length - 1]) });
    }
  };

  const problemText = problem === 'tagLimit' ? t('editor.tagLimit', { max: MAX_TAGS }) : problem === 'bestLimit' ? t('editor.bestLimit', { best: MAX_BEST_TAGS }) : null;

  return (
    <Stack spacing={1.5}>
      <TextField
        label={t('editor.tags')}
        value={draft}
        onChange={(event) => setDraft(event.target.value.replace(',', ''))}
        onKeyDown={onKeyDown}
        onBlur={commit}
        placeholder={t('editor.tagsPlaceholder')}
        error={Boolean(problemText || error)}
        helperText={problemText ?? (error ? translateMessage(error) : t('editor.tagsHelp', { max: MAX_TAGS, best: MAX_BEST_TAGS }))}
        slotProps={{ htmlInput: { dir: 'ltr' } }}
      />
      {value.tags.length > 0 && (
        <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
          {value.tags.map((tag) => {
            const best = value.selectedTags.includes(tag);
            return (
              <Chip
                key={tag}
                dir="ltr"
                label={tag}
                color={best ? 'primary' : 'default'}
                variant={best ? 'filled' : 'outlined'}
                icon={best ? <Star /> : <StarBorder />}
                onClick={() => apply(toggleBest(value, tag))}
                onDelete={() => apply({ state: removeTag(value, tag) })}
                aria-pressed={best}
                aria-label={best ? t('editor.unmarkBest', { tag }) : t('editor.markBest', { tag })}
              />
            );
          })}
        </Stack>
      )}
    </Stack>
  );
};
