import { useTranslation } from 'react-i18next';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { TEMPLATE_DAYS_MAX, TEMPLATE_SUBJECT_MAX, type HtmlTemplate, type TemplateFields } from '@contracts/backoffice/templates/template';
import { ElementsEditor } from './elements-editor';

type Props = {
  template: HtmlTemplate;
  fields: TemplateFields;
  fromOptions: readonly { email: string; name: string }[];
  disabled: boolean;
  onChange: (fields: TemplateFields) => void;
};

const code = { fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace', fontSize: 13 };

// The fields of a template, as its kind has them: a product mail its subject, preview line and body;
// the shared frame its MJML and CSS; a custom template its sender, newsletter settings and elements.
export function TemplateForm({ template, fields, fromOptions, disabled, onChange }: Props) {
  const { t } = useTranslation('templates');
  const set = <K extends keyof TemplateFields>(key: K) => (value: TemplateFields[K]) => onChange({ ...fields, [key]: value });
  const custom = template.kind === 'custom';
  const rtl = template.language === 'he';
  // the sender saved stays choosable while the offered ones load (or after it left the staff)
  const senders = fields.from && !fromOptions.some((o) => o.email === fields.from) ? [...fromOptions, { email: fields.from, name: '' }] : fromOptions;
  return (
    <Stack sx={{ gap: 2 }}>
      {template.kind !== 'supports' && (
        <>
          <TextField label={t('editor.subject')} value={fields.subject} disabled={disabled} onChange={(e) => set('subject')(e.target.value)} slotProps={{ htmlInput: { dir: rtl ? 'rtl' : 'auto', maxLength: TEMPLATE_SUBJECT_MAX } }} />
          <TextField label={t('editor.preheader')} value={fields.preheader} disabled={disabled} onChange={(e) => set('preheader')(e.target.value)} slotProps={{ htmlInput: { dir: rtl ? 'rtl' : 'auto', maxLength: 300 } }} />
        </>
      )}
      {custom && (
        <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 2 }}>
          <TextField select label={t('editor.from')} value={fields.from} disabled={disabled} onChange={(e) => set('from')(e.target.value)} sx={{ flex: 1 }}>
            {senders.map((o) => (
              <MenuItem key={o.email} value={o.email} dir="ltr">
                {o.name ? `${o.name} <${o.email}>` : o.email}
              </MenuItem>
            ))}
          </TextField>
          <TextField label={t('editor.signatureName')} value={fields.fromObj.signatureName} disabled={disabled} onChange={(e) => set('fromObj')({ ...fields.fromObj, signatureName: e.target.value })} sx={{ flex: 1 }} slotProps={{ htmlInput: { dir: 'auto', maxLength: 100 } }} />
          <TextField type="email" label={t('editor.replyTo')} value={fields.fromObj.replyTo} disabled={disabled} onChange={(e) => set('fromObj')({ ...fields.fromObj, replyTo: e.target.value })} sx={{ flex: 1 }} slotProps={{ htmlInput: { dir: 'ltr', maxLength: 200 } }} />
        </Stack>
      )}
      {custom && (
        <Stack direction="row" sx={{ gap: 2, flexWrap: 'wrap', alignItems: 'center' }}>
          <FormControlLabel control={<Checkbox checked={fields.isTalentsNewsletter} disabled={disabled} onChange={(e) => set('isTalentsNewsletter')(e.target.checked)} />} label={t('editor.isTalentsNewsletter')} />
          {fields.isTalentsNewsletter && (
            <TextField
              type="number"
              size="small"
              label={t('editor.daysSendAfter')}
              value={fields.daysSendAfter ?? ''}
              disabled={disabled}
              onChange={(e) => set('daysSendAfter')(e.target.value === '' ? null : Number(e.target.value))}
              slotProps={{ htmlInput: { min: 0, max: TEMPLATE_DAYS_MAX, step: 1 } }}
              sx={{ width: 220 }}
            />
          )}
          <FormControlLabel control={<Checkbox checked={fields.noMainHtml} disabled={disabled} onChange={(e) => set('noMainHtml')(e.target.checked)} />} label={t('editor.noMainHtml')} />
          <FormControlLabel control={<Checkbox checked={fields.simpleContent} disabled={disabled} onChange={(e) => set('simpleContent')(e.target.checked)} />} label={t('editor.simpleContent')} />
        </Stack>
      )}
      {template.kind === 'supports' ? (
        <>
          <TextField multiline minRows={12} maxRows={30} label={t('editor.mainHtml')} value={fields.mainHtml} disabled={disabled} onChange={(e) => set('mainHtml')(e.target.value)} slotProps={{ htmlInput: { dir: 'ltr', spellCheck: false, style: code } }} />
          <TextField multiline minRows={4} maxRows={16} label={t('editor.css')} value={fields.css} disabled={disabled} onChange={(e) => set('css')(e.target.value)} slotProps={{ htmlInput: { dir: 'ltr', spellCheck: false, style: code } }} />
        </>
      ) : (
        <TextField
          multiline
          minRows={10}
          maxRows={30}
          label={fields.simpleContent ? t('editor.simpleText') : t('editor.content')}
          value={fields.content}
          disabled={disabled}
          onChange={(e) => set('content')(e.target.value)}
          // MJML is code, read left to right whatever the language of its words
          slotProps={{ htmlInput: { dir: fields.simpleContent ? (rtl ? 'rtl' : 'auto') : 'ltr', spellCheck: fields.simpleContent, style: fields.simpleContent ? undefined : code } }}
        />
      )}
      <Typography variant="caption" sx={{ color: 'text.secondary', overflowWrap: 'anywhere' }} dir="ltr">
        {t('editor.variables', { list: template.variables.map((v) => `{{${v}}}`).join(' ') })}
      </Typography>
      {custom && <ElementsEditor elements={fields.templateElements} disabled={disabled} onChange={set('templateElements')} />}
    </Stack>
  );
}
