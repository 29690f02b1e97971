import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Popover from '@mui/material/Popover';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import ArrowDropDown from '@mui/icons-material/ArrowDropDown';
import { visuallyHidden } from '@mui/utils';
import { employmentTypes, seniorityLevels } from '@contracts/identity/users/user';
import type { JobListItem } from '@contracts/marketplace/jobs/job';
import type { SearchCriteria } from '../../../shared/search-slug';
import {
  activeFilters,
  DATE_POSTED_OPTIONS,
  DEFAULT_RADIUS_KM,
  MAX_COMPANY_LENGTH,
  MAX_FILTER_VALUES,
  MAX_TAG_LENGTH,
  noFilters,
  possibleValues,
  RADIUS_OPTIONS,
  toggled,
  type JobFilters,
  type PossibleValue,
} from './job-filters';

type Props = {
  search: SearchCriteria;
  filters: JobFilters;
  // the jobs of the first chunk: the companies and tags to offer come from them
  jobs: readonly JobListItem[];
  onChange: (search: SearchCriteria, filters: JobFilters) => void;
};

// Hebrew and English names side by side read in their own direction
const bidi = (text: string) => <bdi>{text}</bdi>;

// One filter: a button that says what is chosen, opening its choices beside it. A change applies
// at once; Escape or a click outside closes it. A filter left at its default may still say its
// value (the distance), without standing out as chosen.
const FilterButton = ({
  label,
  chosen,
  shown = chosen,
  children,
}: {
  label: string;
  chosen: string | null;
  shown?: string | null;
  children: (close: () => void) => ReactNode;
}) => {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const id = useId();
  const close = () => setAnchor(null);
  return (
    <>
      <Button
        size="small"
        variant={chosen ? 'contained' : 'outlined'}
        color={chosen ? 'primary' : 'inherit'}
        disableElevation
        endIcon={<ArrowDropDown />}
        aria-haspopup="dialog"
        aria-expanded={anchor ? 'true' : 'false'}
        aria-controls={anchor ? id : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
        sx={{ flexShrink: 0, borderRadius: 5, textTransform: 'none', fontWeight: 600, whiteSpace: 'nowrap', ...(chosen ? {} : { borderColor: 'divider', bgcolor: 'background.paper' }) }}
      >
        {/* one text run: a button lays its children out as flex items, which drop their edge spaces */}
        <span>
          {label}
          {shown && (
            <>
              : {bidi(shown)}
            </>
          )}
        </span>
      </Button>
      <Popover
        id={id}
        open={!!anchor}
        anchorEl={anchor}
        onClose={close}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }}
        slotProps={{ paper: { role: 'dialog', 'aria-label': label, sx: { mt: 0.5, p: 2, width: { xs: 'calc(100vw - 32px)', sm: 300 }, maxHeight: 420 } } }}
      >
        {children(close)}
      </Popover>
    </>
  );
};

// A fixed set of values to tick (employment types, seniority levels).
const CheckList = <T extends string>({
  options,
  chosen,
  labelOf,
  onChange,
}: {
  options: readonly T[];
  chosen: readonly T[];
  labelOf: (value: T) => string;
  onChange: (chosen: T[]) => void;
}) => (
  <Stack component="fieldset" sx={{ border: 0, m: 0, p: 0 }}>
    {options.map((value) => (
      <FormControlLabel
        key={value}
        control={<Checkbox size="small" checked={chosen.includes(value)} onChange={() => onChange(toggled(chosen, value))} />}
        label={labelOf(value)}
      />
    ))}
  </Stack>
);

// A list of values to tick, with a field to add one the list does not offer (a company, a tag).
const ValueList = ({
  legend,
  values,
  onToggle,
  addLabel,
  onAdd,
  full,
  maxLength,
}: {
  legend: string;
  values: readonly PossibleValue[];
  onToggle: (value: string) => void;
  addLabel: string;
  onAdd: (value: string) => void;
  full: boolean;
  maxLength: number;
}) => {
  const { t } = useTranslation('jobs');
  const [text, setText] = useState('');
  const add = (event: FormEvent) => {
    event.preventDefault();
    const value = text.trim();
    if (value) onAdd(value);
    setText('');
  };
  return (
    <Box>
      <Box component="form" onSubmit={add} sx={{ mb: 1 }}>
        <TextField
          size="small"
          fullWidth
          label={addLabel}
          value={text}
          onChange={(event) => setText(event.target.value)}
          disabled={full}
          helperText={full ? t('filters.tooMany', { max: MAX_FILTER_VALUES }) : t('filters.addHint')}
          slotProps={{ htmlInput: { maxLength } }}
        />
      </Box>
      {values.length === 0 ? (
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {t('filters.noneToOffer')}
        </Typography>
      ) : (
        <Stack component="fieldset" sx={{ border: 0, m: 0, p: 0, overflowY: 'auto', maxHeight: 240 }}>
          <Box component="legend" sx={visuallyHidden}>
            {legend}
          </Box>
          {values.map((v) => (
            <FormControlLabel
              key={v.value}
              control={<Checkbox size="small" checked={v.selected} onChange={() => onToggle(v.value)} />}
              label={
                <Stack direction="row" sx={{ gap: 1, alignItems: 'baseline' }}>
                  {bidi(v.value)}
                  {v.count > 0 && (
                    <Typography component="span" variant="caption" sx={{ color: 'text.secondary' }}>
                      {v.count}
                    </Typography>
                  )}
                </Stack>
              }
            />
          ))}
        </Stack>
      )}
    </Box>
  );
};

// The values to offer for a filter that takes any of several (a company, a tag). With none chosen
// they come from the jobs listed. Once some are chosen the list holds only their jobs, so what was
// offered just before stays on offer, with the counts it had, for as long as the search and the
// other filters stay the same.
function useOffered(jobs: readonly JobListItem[], valuesOf: (job: JobListItem) => readonly string[], selected: readonly string[], context: string): PossibleValue[] {
  const [before, setBefore] = useState<{ context: string; jobs: readonly JobListItem[] } | null>(null);
  if (selected.length === 0 && (before?.context !== context || before.jobs !== jobs)) setBefore({ context, jobs });
  const source = selected.length > 0 && before?.context === context ? before.jobs : jobs;
  return possibleValues(source, valuesOf, selected);
}

const companyOf = (job: JobListItem) => [job.company];
const tagsOf = (job: JobListItem) => job.tags;

// The filter bar of the job list: date posted, employment type, seniority level, company, tags and,
// once a place is chosen, the distance around it (marketplace spec, list screen). On a phone the
// buttons scroll sideways in one row.
export const JobFilterBar = ({ search, filters, jobs, onChange }: Props) => {
  const { t } = useTranslation('jobs');
  const hasPlace = (search.placeIndex !== null && search.placeIndex !== 0) || !!search.coordinates;
  const setFilters = (next: Partial<JobFilters>) => onChange(search, { ...filters, ...next });
  const count = activeFilters(filters, search.datePosted, hasPlace);
  const summary = <T extends string>(values: readonly T[], name: (value: T) => string) =>
    values.length === 0 ? null : values.length === 1 ? name(values[0]!) : t('filters.chosen', { first: name(values[0]!), more: values.length - 1 });
  const datePosted = DATE_POSTED_OPTIONS.find((o) => o.seconds === search.datePosted);
  const companies = useOffered(jobs, companyOf, filters.company, JSON.stringify([search, { ...filters, company: [] }]));
  const tags = useOffered(jobs, tagsOf, filters.tags, JSON.stringify([search, { ...filters, tags: [] }]));

  return (
    <Stack
      role="group"
      aria-label={t('filters.label')}
      direction="row"
      sx={{ gap: 1, mt: 1.5, alignItems: 'center', overflowX: 'auto', pb: 0.5, flexWrap: { xs: 'nowrap', md: 'wrap' }, scrollbarWidth: 'thin' }}
    >
      <FilterButton label={t('filters.datePosted')} chosen={datePosted ? t(`filters.${datePosted.key}`) : search.datePosted ? t('filters.custom') : null}>
        {(close) => (
          <RadioGroup
            aria-label={t('filters.datePosted')}
            value={String(search.datePosted ?? '')}
            onChange={(event) => {
              const seconds = Number(event.target.value);
              onChange({ ...search, datePosted: seconds > 0 ? seconds : undefined }, filters);
              close();
            }}
          >
            <FormControlLabel value="" control={<Radio size="small" />} label={t('filters.anyTime')} />
            {DATE_POSTED_OPTIONS.map((o) => (
              <FormControlLabel key={o.seconds} value={String(o.seconds)} control={<Radio size="small" />} label={t(`filters.${o.key}`)} />
            ))}
          </RadioGroup>
        )}
      </FilterButton>

      {hasPlace && (
        <FilterButton
          label={t('filters.distance')}
          chosen={filters.radius !== undefined ? t('filters.km', { km: filters.radius }) : null}
          shown={t('filters.km', { km: filters.radius ?? DEFAULT_RADIUS_KM })}
        >
          {(close) => (
            <RadioGroup
              aria-label={t('filters.distance')}
              value={String(filters.radius ?? DEFAULT_RADIUS_KM)}
              onChange={(event) => {
                const km = Number(event.target.value);
                setFilters({ radius: km === DEFAULT_RADIUS_KM ? undefined : km });
                close();
              }}
            >
              {RADIUS_OPTIONS.map((km) => (
                <FormControlLabel key={km} value={String(km)} control={<Radio size="small" />} label={t('filters.km', { km })} />
              ))}
            </RadioGroup>
          )}
        </FilterButton>
      )}

      <FilterButton label={t('filters.employmentType')} chosen={summary(filters.employmentType, (v) => t(`employmentType.${v}`))}>
        {() => (
          <CheckList
            options={employmentTypes}
            chosen={filters.employmentType}
            labelOf={(type) => t(`employmentType.${type}`)}
            onChange={(employmentType) => setFilters({ employmentType })}
          />
        )}
      </FilterButton>

      <FilterButton label={t('filters.seniorityLevel')} chosen={summary(filters.seniorityLevel, (v) => t(`seniority.${v}`))}>
        {() => (
          <CheckList options={seniorityLevels} chosen={filters.seniorityLevel} labelOf={(level) => t(`seniority.${level}`)} onChange={(seniorityLevel) => setFilters({ seniorityLevel })} />
        )}
      </FilterButton>

      <FilterButton label={t('filters.company')} chosen={summary(filters.company, (v) => v)}>
        {() => (
          <ValueList
            legend={t('filters.company')}
            values={companies}
            onToggle={(value) => setFilters({ company: toggled(filters.company, value) })}
            addLabel={t('filters.addCompany')}
            onAdd={(value) => setFilters({ company: filters.company.some((c) => c.toLowerCase() === value.toLowerCase()) ? filters.company : [...filters.company, value] })}
            full={filters.company.length >= MAX_FILTER_VALUES}
            maxLength={MAX_COMPANY_LENGTH}
          />
        )}
      </FilterButton>

      <FilterButton label={t('filters.tags')} chosen={summary(filters.tags, (v) => v)}>
        {() => (
          <ValueList
            legend={t('filters.tags')}
            values={tags}
            onToggle={(value) => setFilters({ tags: toggled(filters.tags, value) })}
            addLabel={t('filters.addTag')}
            onAdd={(value) => setFilters({ tags: filters.tags.some((tag) => tag.toLowerCase() === value.toLowerCase()) ? filters.tags : [...filters.tags, value] })}
            full={filters.tags.length >= MAX_FILTER_VALUES}
            maxLength={MAX_TAG_LENGTH}
          />
        )}
      </FilterButton>

      {count > 0 && (
        <Button size="small" onClick={() => onChange({ ...search, datePosted: undefined }, noFilters)} sx={{ flexShrink: 0, textTransform: 'none', whiteSpace: 'nowrap' }}>
          {t('filters.clear', { count })}
        </Button>
      )}
    </Stack>
  );
};
