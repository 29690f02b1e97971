import { useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import Autocomplete from '@mui/material/Autocomplete';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Star from '@mui/icons-material/Star';
import StarBorder from '@mui/icons-material/StarBorder';
import { MAX_BEST_TAGS, MAX_TAGS } from '@contracts/marketplace/jobs/job';
import { translateMessage } from '../../../../app/i18n';
import { suggestTags, useTagWords } from '../../places/use-tag-words';
import { addTag, removeTag, toggleBest, type TagProblem, type TagState } from './tags';

type Props = { value: TagState; onChange: (next: TagState) => void; error?: string };

// Type a tag and press Enter (or comma), or pick one the jobs use; the star marks one of the (up to
// 3) best tags.
export const TagsField = ({ value, onChange, error }: Props) => {
  const { t } = useTranslation('jobs');
  const [draft, setDraft] = useState('');
  const [problem, setProblem] = useState<TagProblem | null>(null);
  const words = useTagWords();

  const apply = (result: { state: TagState; problem?: TagProblem }) => {
    setProblem(result.problem ?? null);
    if (result.state !== value) onChange(result.state);
  };

  const commit = (text = draft) => {
    if (!text.trim()) return;
    const result = addTag(value, text);
    apply(result);
    if (!result.problem) setDraft('');
  };

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    // Enter is left to the suggestions (a highlighted one, else the text typed); a comma adds the text
    if (event.key === 'Enter') event.preventDefault();
    else if (event.key === ',') {
      event.preventDefault();
      commit();
    } else if (event.key === 'Backspace' && !draft && value.tags.length) {
      apply({ state: removeTag(value, value.tags[value.tags.length - 1]) });
    }
  };

  const problemText = problem === 'tagLimit' ? t('editor.tagLimit', { max: MAX_TAGS }) : problem === 'bestLimit' ? t('editor.bestLimit', { best: MAX_BEST_TAGS }) : null;

  return (
    <Stack spacing={1.5}>
      <Autocomplete<string, false, false, true>
        freeSolo
        options={suggestTags(words, draft, value.tags)}
        filterOptions={(all) => all}
        value={null}
        inputValue={draft}
        onInputChange={(_, text, reason) => reason === 'input' && setDraft(text.replace(',', ''))}
        onChange={(_, picked) => typeof picked === 'string' && commit(picked)}
        onKeyDown={onKeyDown}
        onBlur={() => commit()}
        renderInput={(params) => (
          <TextField
            {...params}
            label={t('editor.tags')}
            placeholder={t('editor.tagsPlaceholder')}
            error={Boolean(problemText || error)}
            helperText={problemText ?? (error ? translateMessage(error) : t('editor.tagsHelp', { max: MAX_TAGS, best: MAX_BEST_TAGS }))}
            slotProps={{ ...params.slotProps, htmlInput: { ...params.slotProps.htmlInput, dir: 'ltr' } }}
          />
        )}
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
