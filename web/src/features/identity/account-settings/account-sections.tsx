import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import DownloadOutlined from '@mui/icons-material/DownloadOutlined';
import { languages, type Language } from '@contracts/core/languages';
import { changeLanguage, currentLanguage } from '../../../app/i18n';
import { useAppDispatch } from '../../../app/hooks';
import { ConfirmDialog } from '../../../shared/confirm-dialog';
import { errorText } from '../../../shared/api-error';
import { PasswordField } from '../../../shared/form-fields';
import { useNotices } from '../../../shared/use-notices';
import { languageNames } from '../../../shell/language-switch';
import { signOut } from '../users/session-actions';
import { usersApi } from '../users/users-api';

// The language of every screen and of the mail sent: kept on the account (AccountLanguage saves it).
export const LanguageSection = () => {
  const { t } = useTranslation('accountSettings');
  // the choice shows at once; the screens follow once the language's texts are loaded
  const [value, setValue] = useState<Language>(currentLanguage);
  const choose = (language: Language) => {
    setValue(language);
    void changeLanguage(language);
  };
  return (
    <RadioGroup aria-label={t('language.title')} value={value} onChange={(event) => choose(event.target.value as Language)} row>
      {languages.map((language) => (
        <FormControlLabel key={language} value={language} control={<Radio />} label={<span lang={language}>{languageNames[language]}</span>} />
      ))}
    </RadioGroup>
  );
};

const saveFile = (name: string, text: string) => {
  const url = URL.createObjectURL(new Blob([text], { type: 'application/json' }));
  const link = Object.assign(document.createElement('a'), { href: url, download: name });
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
};

// Everything the product holds about the person, as one JSON file.
export const DownloadSection = () => {
  const { t } = useTranslation('accountSettings');
  const notices = useNotices();
  const [read, { isFetching }] = usersApi.useLazyExportMyDataQuery();
  const download = async () => {
    try {
      const data = await read({}).unwrap();
      saveFile(`my-data-${data.exportedAt.slice(0, 10)}.json`, JSON.stringify(data, null, 2));
    } catch (error) {
      notices.error(error);
    }
  };
  return (
    <Button variant="outlined" startIcon={<DownloadOutlined />} loading={isFetching} onClick={() => void download()}>
      {t('data.download')}
    </Button>
  );
};

// The account goes for good, confirmed twice: the password, then a question.
export const DeleteSection = () => {
  const { t } = useTranslation('accountSettings');
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const notices = useNotices();
  const [password, setPassword] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [asking, setAsking] = useState(false);
  const [remove, { isLoading }] = usersApi.useDeleteAccountMutation();
  const ask = () => {
    setProblem(password ? null : t('delete.passwordNeeded'));
    if (password) setAsking(true);
  };
  const confirm = async () => {
    try {
      await remove({ password }).unwrap();
      setAsking(false);
      await dispatch(signOut());
      notices.message(t('delete.doneTitle'), t('delete.done'));
      void navigate('/');
    } catch (error) {
      setAsking(false);
      setProblem(errorText(error, t('delete.failed')));
    }
  };
  return (
    <Stack spacing={2} sx={{ maxWidth: 420 }}>
      <PasswordField
        label={t('delete.password')}
        value={password}
        onChange={(event) => setPassword(event.target.value)}
        autoComplete="current-password"
        error={Boolean(problem)}
        helperText={problem ?? undefined}
      />
      <div>
        <Button variant="contained" color="error" onClick={ask}>
          {t('delete.submit')}
        </Button>
      </div>
      <ConfirmDialog open={asking} title={t('delete.confirmTitle')} text={t('delete.confirmText')} confirmLabel={t('delete.submit')} danger busy={isLoading} onConfirm={() => void confirm()} onCancel={() => setAsking(false)} />
    </Stack>
  );
};
