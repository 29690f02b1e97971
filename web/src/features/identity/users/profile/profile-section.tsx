import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../../../shared/api-error';
import { EditableSection } from '../../../../shared/editable-section';
import { usersApi as profileApi } from '../users-api';
import { checkProfile, serverErrors, type FieldErrors, type ProfileFields } from './profile-form';

// What the page keeps of each section: whether it is being edited, whether it holds changes.
export type SectionTracker = { report: (id: string, state: { editing: boolean; dirty: boolean }) => void };

type Props<V> = {
  id: string;
  title: string;
  // the section's values as saved, in the form's shape
  saved: V;
  // the page is in edit mode: the section may be opened
  editable: boolean;
  tracker: SectionTracker;
  view: ReactNode;
  form: (values: V, change: (next: V) => void, errors: FieldErrors) => ReactNode;
  toInput: (values: V) => ProfileFields;
  // extra header actions (an upload button)
  actions?: ReactNode;
};

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

// One section of the profile: read, or edited on its own with Save and Cancel. Every problem the
// rules find is shown at once, before anything is sent; the server's answer is the saved profile.
export function ProfileSection<V>({ id, title, saved, editable, tracker, view, form, toInput, actions }: Props<V>) {
  const { t } = useTranslation('profile');
  const [draft, setDraft] = useState<V | null>(null);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [save, { isLoading }] = profileApi.useSaveProfileMutation();
  const editing = draft !== null;
  const dirty = editing && !same(draft, saved);

  useEffect(() => tracker.report(id, { editing, dirty }), [tracker, id, editing, dirty]);
  useEffect(() => () => tracker.report(id, { editing: false, dirty: false }), [tracker, id]);

  const close = () => {
    setDraft(null);
    setErrors({});
    setFailure(null);
  };

  const submit = async () => {
    if (draft === null) return;
    const input = toInput(draft);
    const problems = checkProfile(input);
    setErrors(problems);
    if (Object.keys(problems).length) return;
    try {
      await save(input).unwrap();
      close();
    } catch (error) {
      setErrors(serverErrors(error));
      setFailure(errorText(error, t('resume.failed')));
    }
  };

  return (
    <EditableSection
      id={id}
      title={title}
      editable={editable}
      editing={editing}
      onEdit={() => setDraft(saved)}
      onCancel={close}
      onSave={() => void submit()}
      saving={isLoading}
      failure={Object.keys(errors).length ? null : failure}
      labels={{ edit: t('section.edit'), editNamed: t('section.editNamed', { section: title }), cancel: t('section.cancel'), save: t('section.save') }}
      view={view}
      actions={actions}
    >
      {draft !== null && form(draft, setDraft, errors)}
    </EditableSection>
  );
}
