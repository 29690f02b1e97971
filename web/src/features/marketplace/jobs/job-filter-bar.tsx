import { lazy, Suspense, useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import ArrowDropDown from '@mui/icons-material/ArrowDropDown';
import { employmentTypes, seniorityLevels, type EmploymentType, type SeniorityLevel } from '@contracts/identity/users/work-kinds';
import type { SearchFacets } from '@contracts/marketplace/jobs/calls';
import type { ListType, SearchCriteria } from '../../../shared/search-slug';
import { useSeniority } from '../../../shared/seniority';
import {
  activeFilters,
  DATE_POSTED_OPTIONS,
  DEFAULT_RADIUS_KM,
  MAX_COMPANY_LENGTH,
  MAX_FILTER_VALUES,
  MAX_TAG_LENGTH,
  noFilters,
  offeredValues,
  RADIUS_OPTIONS,
  toggled,
  type JobFilters,
} from './job-filters';
import { bidi } from './job-filter-choices-text';
import type { SearchChange } from './use-search-from-address';

// The choices open on a click: their popover, fields and ticks load then, not with the list.
const choices = () => import('./job-filter-choices');
const FilterPopover = lazy(() => choices().then((m) => ({ default: m.FilterPopover })));
const CheckList = lazy(() => choices().then((m) => ({ default: m.CheckList })));
const ValueList = lazy(() => choices().then((m) => ({ default: m.ValueList })));
const RadioChoices = lazy(() => choices().then((m) => ({ default: m.RadioChoices })));
const PlaceNeeded = lazy(() => choices().then((m) => ({ default: m.PlaceNeeded })));
// the company field offers the listed companies (getCompanies)
const CompanySuggestions = lazy(() => import('../companies/company-suggestions').then((m) => ({ default: m.CompanySuggestions })));

type Props = {
  // jobs: date posted, company; resumes: updated, no company
  list: ListType;
  search: SearchCriteria;
  filters: JobFilters;
  // each filter's values with their counts over the matches (the first chunk's answer)
  facets: SearchFacets | undefined;
  onChange: (change: SearchChange) => void;
};

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
      {anchor && (
        <Suspense fallback={null}>
          <FilterPopover id={id} anchor={anchor} label={label} onClose={close}>
            {children(close)}
          </FilterPopover>
        </Suspense>
      )}
    </>
  );
};

// The filter bar of the job list: date posted, employment type, seniority level, company, tags and,
// once a place is chosen, the distance around it; of the resume list: updated instead of date
// posted, and no company (marketplace spec, list screen). The values offered and their counts are
// the server's, over every match. On a phone the buttons scroll sideways in one row.
export const JobFilterBar = ({ list, search, filters, facets, onChange }: Props) => {
  const { t } = useTranslation('jobs');
  // a distance needs a place to measure from (marketplace spec §5)
  const { t: tCards } = useTranslation('cards');
  const seniority = useSeniority();
  const hasPlace = (search.placeIndex !== null && search.placeIndex !== 0) || !!search.coordinates;
  const setFilters = (next: Partial<JobFilters>) => onChange((now) => ({ search: now.search, filters: { ...now.filters, ...next } }));
  const count = activeFilters(filters, search.datePosted, hasPlace);
  const summary = <T extends string>(values: readonly T[], name: (value: T) => string) =>
    values.length === 0 ? null : values.length === 1 ? name(values[0]!) : t('filters.chosen', { first: name(values[0]!), more: values.length - 1 });
  const datePosted = DATE_POSTED_OPTIONS.find((o) => o.seconds === search.datePosted);
  const companies = offeredValues(facets?.company, filters.company);
  const tags = offeredValues(facets?.tags, filters.tags);
  const dateLabel = list === 'resumes' ? t('filters.updated') : t('filters.datePosted');
  // a broad search's counts are over its first matches: each a lower bound
  const approximate = facets?.approximate ?? false;

  return (
    <Stack
      role="group"
      aria-label={t('filters.label')}
      direction="row"
      sx={{ gap: 1, mt: 1.5, alignItems: 'center', overflowX: 'auto', pb: 0.5, flexWrap: { xs: 'nowrap', md: 'wrap' }, scrollbarWidth: 'thin' }}
    >
      <FilterButton label={dateLabel} chosen={datePosted ? t(`filters.${datePosted.key}`) : search.datePosted ? t('filters.custom') : null}>
        {(close) => (
          <RadioChoices
            label={dateLabel}
            value={String(search.datePosted ?? '')}
            options={[{ value: '', label: t('filters.anyTime') }, ...DATE_POSTED_OPTIONS.map((o) => ({ value: String(o.seconds), label: t(`filters.${o.key}`) }))]}
            onChange={(value) => {
              const seconds = Number(value);
              onChange((now) => ({ search: { ...now.search, datePosted: seconds > 0 ? seconds : undefined }, filters: now.filters }));
              close();
            }}
          />
        )}
      </FilterButton>

      <FilterButton
        label={t('filters.distance')}
        chosen={filters.radius !== undefined ? t('filters.km', { km: filters.radius }) : null}
        shown={t('filters.km', { km: filters.radius ?? DEFAULT_RADIUS_KM })}
      >
        {(close) =>
          hasPlace ? (
            <RadioChoices
              label={t('filters.distance')}
              value={String(filters.radius ?? DEFAULT_RADIUS_KM)}
              options={RADIUS_OPTIONS.map((km) => ({ value: String(km), label: t('filters.km', { km }) }))}
              onChange={(value) => {
                const km = Number(value);
                setFilters({ radius: km === DEFAULT_RADIUS_KM ? undefined : km });
                close();
              }}
            />
          ) : (
            <PlaceNeeded title={tCards('location.requiredTitle')} text={tCards('location.required')} />
          )
        }
      </FilterButton>

      <FilterButton label={t('filters.employmentType')} chosen={summary(filters.employmentType, (v) => t(`employmentType.${v}`))}>
        {() => (
          <CheckList
            options={employmentTypes}
            chosen={filters.employmentType}
            labelOf={(type) => t(`employmentType.${type as EmploymentType}`)}
            counts={facets?.employmentType}
            approximate={approximate}
            onChange={(employmentType) => setFilters({ employmentType: employmentType as EmploymentType[] })}
          />
        )}
      </FilterButton>

      <FilterButton label={t('filters.seniorityLevel')} chosen={summary(filters.seniorityLevel, seniority)}>
        {() => (
          <CheckList options={seniorityLevels} chosen={filters.seniorityLevel} labelOf={seniority} counts={facets?.seniorityLevel} approximate={approximate} onChange={(seniorityLevel) => setFilters({ seniorityLevel: seniorityLevel as SeniorityLevel[] })} />
        )}
      </FilterButton>

      {list === 'jobs' && (
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
            approximate={approximate}
            Suggest={CompanySuggestions}
          />
        )}
      </FilterButton>
      )}

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
            approximate={approximate}
          />
        )}
      </FilterButton>

      {count > 0 && (
        <Button size="small" onClick={() => onChange((now) => ({ search: { ...now.search, datePosted: undefined }, filters: noFilters }))} sx={{ flexShrink: 0, textTransform: 'none', whiteSpace: 'nowrap' }}>
          {t('filters.clear', { count })}
        </Button>
      )}
    </Stack>
  );
};
