import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import Add from '@mui/icons-material/Add';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import type { EducationEntry, ExperienceEntry } from '@contracts/identity/users/profile';
import type { UserData } from '@contracts/identity/users/user';
import { ConfirmDialog } from '../../../../shared/confirm-dialog';
import { numberOrNull, orNull, problemAt, type FieldErrors } from './profile-form';
import { ProfileSection, type SectionTracker } from './profile-section';

// An entry as the form holds it: every field as text.
type Entry = Record<string, string>;
type Kind = 'experience' | 'education';

// The fields of each kind, in form order; the first two name the entry.
const fieldsOf: Record<Kind, { name: string; label: string; required?: boolean; multiline?: boolean }[]> = {
  experience: [
    { name: 'title', label: 'jobTitle', required: true },
    { name: 'company', label: 'company', required: true },
    { name: 'location', label: 'location' },
    { name: 'description', label: 'entryDescription', multiline: true },
  ],
  education: [
    { name: 'school', label: 'school', required: true },
    { name: 'degree', label: 'degree' },
    { name: 'fieldOfStudy', label: 'fieldOfStudy' },
    { name: 'location', label: 'location' },
    { name: 'description', label: 'entryDescription', multiline: true },
  ],
};
const dateFields = ['startMonth', 'startYear', 'endMonth', 'endYear'] as const;
const textFields = (kind: Kind) => fieldsOf[kind].map((f) => f.name);

const toForm = (kind: Kind, entry: ExperienceEntry | EducationEntry): Entry => {
  const values = entry as Record<string, unknown>;
  return Object.fromEntries([...textFields(kind), ...dateFields].map((name) => [name, values[name] == null ? '' : String(values[name])]));
};
const blank = (kind: Kind): Entry => Object.fromEntries([...textFields(kind), ...dateFields].map((name) => [name, '']));
const toInputEntry = (kind: Kind, entry: Entry) => ({
  ...Object.fromEntries(textFields(kind).map((name, i) => [name, i < (kind === 'experience' ? 2 : 1) ? entry[name] : orNull(entry[name] ?? '')])),
  ...Object.fromEntries(dateFields.map((name) => [name, numberOrNull(entry[name] ?? '')])),
});

const thisYear = new Date().getFullYear();
const years = Array.from({ length: thisYear + 6 - 1950 }, (_, i) => thisYear + 5 - i);
const months = Array.from({ length: 12 }, (_, i) => i + 1);

const EntryForm = ({ kind, index, entry, change, errors, onDelete }: { kind: Kind; index: number; entry: Entry; change: (next: Entry) => void; errors: FieldErrors; onDelete: () => void }) => {
  const { t, i18n } = useTranslation('profile');
  const monthName = (m: number) => new Intl.DateTimeFormat(i18n.language, { month: 'long' }).format(new Date(2020, m - 1, 1));
  const at = (name: string) => problemAt(errors, `${kind}.${index}.${name}`);
  const select = (name: (typeof dateFields)[number], options: number[], label: (n: number) => string, required: boolean) => (
    <TextField select fullWidth required={required} label={t(`fields.${name}`)} value={entry[name]} onChange={(e) => change({ ...entry, [name]: e.target.value })} {...at(name)}>
      {!required && <MenuItem value="">{name.endsWith('Year') ? t('fields.present') : '—'}</MenuItem>}
      {options.map((n) => (
        <MenuItem key={n} value={String(n)}>
          {label(n)}
        </MenuItem>
      ))}
    </TextField>
  );
  return (
    <Stack spacing={2} role="group" aria-label={`${t(`section.${kind}`)} ${index + 1}`}>
      {fieldsOf[kind].map((field) => (
        <TextField
          key={field.name}
          required={field.required}
          multiline={field.multiline}
          minRows={field.multiline ? 2 : undefined}
          label={t(`fields.${field.label}` as 'fields.company')}
          value={entry[field.name]}
          onChange={(e) => change({ ...entry, [field.name]: e.target.value })}
          {...at(field.name)}
        />
      ))}
      <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 2 }}>
        {select('startMonth', months, monthName, true)}
        {select('startYear', years, String, true)}
      </Stack>
      <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 2 }}>
        {select('endMonth', months, monthName, false)}
        {select('endYear', years, String, false)}
      </Stack>
      <Stack direction="row" sx={{ justifyContent: 'flex-end' }}>
        <Button color="error" startIcon={<DeleteOutlined />} onClick={onDelete}>
          {t('entries.delete')}
        </Button>
      </Stack>
    </Stack>
  );
};

const EntriesForm = ({ kind, entries, change, errors }: { kind: Kind; entries: Entry[]; change: (next: Entry[]) => void; errors: FieldErrors }) => {
  const { t } = useTranslation('profile');
  const [deleting, setDeleting] = useState<number | null>(null);
  const name = (entry: Entry | undefined) => (entry ? [entry[textFields(kind)[0]!], kind === 'experience' ? entry.company : ''].filter(Boolean).join(', ') : '') || t('entries.untitled');
  return (
    <>
      {entries.map((entry, index) => (
        <Stack key={index} spacing={2}>
          {index > 0 && <Divider />}
          <EntryForm kind={kind} index={index} entry={entry} errors={errors} change={(next) => change(entries.map((e, i) => (i === index ? next : e)))} onDelete={() => setDeleting(index)} />
        </Stack>
      ))}
      <Button startIcon={<Add />} onClick={() => change([...entries, blank(kind)])} sx={{ alignSelf: 'flex-start' }}>
        {t(kind === 'experience' ? 'entries.addExperience' : 'entries.addEducation')}
      </Button>
      <ConfirmDialog
        open={deleting !== null}
        title={t(kind === 'experience' ? 'entries.deleteExperienceTitle' : 'entries.deleteEducationTitle')}
        text={t('entries.deleteText', { name: name(deleting === null ? undefined : entries[deleting]) })}
        confirmLabel={t('entries.delete')}
        danger
        onCancel={() => setDeleting(null)}
        onConfirm={() => {
          change(entries.filter((_, i) => i !== deleting));
          setDeleting(null);
        }}
      />
    </>
  );
};

const period = (entry: ExperienceEntry | EducationEntry, present: string) => {
  const part = (month?: number | null, year?: number | null) => (year ? `${month ? `${String(month).padStart(2, '0')}.` : ''}${year}` : '');
  const start = part(entry.startMonth, entry.startYear);
  return start ? `${start} – ${part(entry.endMonth, entry.endYear) || present}` : '';
};

const EntriesView = ({ kind, entries }: { kind: Kind; entries: (ExperienceEntry | EducationEntry)[] }) => {
  const { t } = useTranslation('profile');
  if (!entries.length) return <Typography color="text.secondary">{t('section.empty')}</Typography>;
  return (
    <Stack spacing={2} divider={<Divider flexItem />}>
      {entries.map((entry, index) => {
        const e = entry as Record<string, string | number | null | undefined>;
        const heading = kind === 'experience' ? `${e.title} · ${e.company}` : [e.school, e.degree, e.fieldOfStudy].filter(Boolean).join(' · ');
        return (
          <Stack key={index} spacing={0.25}>
            <Typography dir="auto" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{heading}</Typography>
            <Typography variant="body2" color="text.secondary">
              {[period(entry, t('fields.present')), e.location].filter(Boolean).join(' · ')}
            </Typography>
            {e.description && (
              <Typography variant="body2" dir="auto" sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
                {e.description}
              </Typography>
            )}
          </Stack>
        );
      })}
    </Stack>
  );
};

export const EntriesSection = ({ kind, user, editable, tracker }: { kind: Kind; user: UserData; editable: boolean; tracker: SectionTracker }) => {
  const { t } = useTranslation('profile');
  const entries: (ExperienceEntry | EducationEntry)[] = kind === 'experience' ? user.experience : user.education;
  return (
    <ProfileSection
      id={kind}
      title={t(`section.${kind}`)}
      saved={entries.map((entry) => toForm(kind, entry))}
      editable={editable}
      tracker={tracker}
      toInput={(values) => ({ [kind]: values.map((entry) => toInputEntry(kind, entry)) })}
      form={(values, change, errors) => <EntriesForm kind={kind} entries={values} change={change} errors={errors} />}
      view={<EntriesView kind={kind} entries={entries} />}
    />
  );
};
