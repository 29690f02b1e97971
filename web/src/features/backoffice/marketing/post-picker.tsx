import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import type { FoundPost } from '@contracts/backoffice/marketing/calls';
import { SEARCH_MIN } from '@contracts/backoffice/marketing/marketing';
import { marketingApi } from './marketing-api';

// A post to link, found by name: asked with the first 2 characters typed (spec §5), narrowed here
// as typing goes on.
export function PostPicker({ onPick, exclude }: { onPick: (post: FoundPost) => void; exclude: readonly string[] }) {
  const { t } = useTranslation('marketing');
  const [text, setText] = useState('');
  const first = text.trim().slice(0, SEARCH_MIN);
  const { data, isFetching } = marketingApi.useFindMPostsQuery({ search: first }, { skip: first.length < SEARCH_MIN });
  const wanted = text.trim().toLowerCase();
  const options = first.length < SEARCH_MIN ? [] : (data?.posts ?? []).filter((p) => p.name.toLowerCase().includes(wanted) && !exclude.includes(p.name.toLowerCase()));
  return (
    <Autocomplete
      options={options}
      value={null}
      inputValue={text}
      onInputChange={(_e, value, reason) => reason !== 'reset' && setText(value)}
      onChange={(_e, post) => {
        if (post) onPick(post);
        setText('');
      }}
      getOptionLabel={(p) => p.name}
      isOptionEqualToValue={(a, b) => a._id === b._id}
      filterOptions={(x) => x}
      loading={isFetching}
      noOptionsText={first.length < SEARCH_MIN ? t('event.findHint') : t('event.noPosts')}
      renderOption={({ key, ...props }, p) => (
        <li key={key} {...props}>
          <span dir="auto">{p.name}</span>
          &nbsp;·&nbsp;{p.type}
        </li>
      )}
      renderInput={(params) => <TextField {...params} label={t('event.findPost')} helperText={t('event.findHint')} />}
    />
  );
}
