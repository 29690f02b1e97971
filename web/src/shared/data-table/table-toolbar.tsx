import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import InputAdornment from '@mui/material/InputAdornment';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import DownloadOutlined from '@mui/icons-material/DownloadOutlined';
import SearchOutlined from '@mui/icons-material/SearchOutlined';
import type { FlatNamespace } from 'i18next';
import type { Filter, TableDescriptor } from '@contracts/core/data-table';
import { useTableLabels } from './table-view';

// The search text waits for a pause in typing before it asks the server.
const SEARCH_PAUSE_MS = 300;

type Props = {
  table: TableDescriptor;
  namespace: FlatNamespace;
  search: string;
  fieldsToSearch: string[];
  onSearch(search: string, fieldsToSearch: string[]): void;
  extraSearch: Record<string, unknown>;
  onFilter(key: string, value: string | undefined): void;
  filterErrors?: Partial<Record<string, string>>;
  filterOptions?: Partial<Record<string, readonly string[]>>;
  optionLabel?: (filter: string, value: string) => string;
  onExport?: () => void;
  exporting?: boolean;
};

type FieldProps = { name: string; filter: Filter; value: unknown; label: string; error?: string; onFilter: Props['onFilter']; options?: readonly string[]; optionLabel?: Props['optionLabel'] };

function FilterField({ name, filter, value, label, error, onFilter, options, optionLabel }: FieldProps) {
  const text = typeof value === 'string' ? value : '';
  // two dates side by side on a 375 px phone; a fixed width beside the search on a wider screen
  const common = { size: 'small', label, error: Boolean(error), helperText: error, sx: { minWidth: 0, flex: { xs: '1 1 140px', sm: '0 0 175px' } } } as const;
  if (filter.kind === 'SELECT')
    return (
      <TextField {...common} select value={text} onChange={(e) => onFilter(name, e.target.value || undefined)}>
        <MenuItem value="">—</MenuItem>
        {(options ?? filter.options ?? []).map((option) => (
          <MenuItem key={option} value={option}>
            {optionLabel?.(name, option) ?? option}
          </MenuItem>
        ))}
      </TextField>
    );
  // a cleared date keeps the day it had: the browser's picker sends '' while a day is being typed
  return (
    <TextField
      {...common}
      type={filter.kind === 'DATE' ? 'date' : 'text'}
      value={text}
      onChange={(e) => (filter.kind !== 'DATE' || e.target.value) && onFilter(name, e.target.value || undefined)}
      slotProps={{ inputLabel: { shrink: true } }}
    />
  );
}

// Search box, the columns it looks in, the table's filters, and the CSV button: one row on a wide
// screen, stacked on a phone.
export function TableToolbar({ table, namespace, search, fieldsToSearch, onSearch, extraSearch, onFilter, filterErrors, filterOptions, optionLabel, onExport, exporting }: Props) {
  const { t } = useTranslation();
  const label = useTableLabels(namespace);
  const [text, setText] = useState(search);
  const searchable = table.columns.filter((c) => c.searchable);
  const labelOf = (key: string) => label(table.columns.find((c) => c.key === key)?.label ?? key);

  useEffect(() => {
    if (text.trim() === search) return;
    const timer = setTimeout(() => onSearch(text.trim(), fieldsToSearch), SEARCH_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [text, search, fieldsToSearch, onSearch]);

  return (
    <Stack direction={{ xs: 'column', md: 'row' }} sx={{ gap: 1.5, mb: 1.5, alignItems: { md: 'flex-start' }, flexWrap: 'wrap' }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 1.5, flex: { md: '1 1 380px' } }}>
        <TextField
          size="small"
          type="search"
          label={t('dataTable.search')}
          value={text}
          onChange={(e) => setText(e.target.value)}
          sx={{ flex: 1, minWidth: 0 }}
          slotProps={{ htmlInput: { maxLength: 200 }, input: { startAdornment: <InputAdornment position="start"><SearchOutlined fontSize="small" /></InputAdornment> } }}
        />
        {searchable.length > 1 && (
          <TextField
            select
            size="small"
            label={t('dataTable.searchIn')}
            value={fieldsToSearch}
            sx={{ minWidth: { sm: 180 }, maxWidth: { sm: 240 } }}
            slotProps={{
              select: {
                multiple: true,
                displayEmpty: true,
                renderValue: (keys) => ((keys as string[]).length ? (keys as string[]).map(labelOf).join(', ') : t('dataTable.allColumns')),
                onChange: (e) => onSearch(text.trim(), e.target.value as unknown as string[]),
              },
              inputLabel: { shrink: true },
            }}
          >
            {searchable.map((c) => (
              <MenuItem key={c.key} value={c.key} dense>
                <Checkbox size="small" checked={fieldsToSearch.includes(c.key)} sx={{ p: 0.5, mr: 1 }} />
                <ListItemText primary={label(c.label)} />
              </MenuItem>
            ))}
          </TextField>
        )}
      </Stack>
      <Stack direction="row" role="group" aria-label={t('dataTable.filters')} sx={{ gap: 1.5, flexWrap: { xs: 'wrap', md: 'nowrap' }, alignItems: 'flex-start' }}>
        {Object.entries(table.filters).map(([name, filter]) => (
          <FilterField
            key={name}
            name={name}
            filter={filter}
            value={extraSearch[name]}
            label={label(filter.label)}
            error={filterErrors?.[name]}
            onFilter={onFilter}
            options={filterOptions?.[name]}
            optionLabel={optionLabel}
          />
        ))}
      </Stack>
      {onExport && (
        <Button variant="outlined" startIcon={<DownloadOutlined />} onClick={onExport} loading={exporting} loadingPosition="start" sx={{ alignSelf: { xs: 'flex-start', md: 'auto' }, whiteSpace: 'nowrap', height: 40 }}>
          {t(exporting ? 'dataTable.exporting' : 'dataTable.exportCsv')}
        </Button>
      )}
    </Stack>
  );
}
