import { useTranslation } from 'react-i18next';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import AddOutlined from '@mui/icons-material/AddOutlined';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import { elementTypes, TEMPLATE_ELEMENTS_MAX, type TemplateElement } from '@contracts/backoffice/templates/template';

type Props = { elements: TemplateElement[]; disabled: boolean; onChange: (elements: TemplateElement[]) => void };

// The blocks below a custom template's content: buttons, images, links and dividers.
export function ElementsEditor({ elements, disabled, onChange }: Props) {
  const { t } = useTranslation('templates');
  const change = (i: number, patch: Partial<TemplateElement>) => onChange(elements.map((e, k) => (k === i ? { ...e, ...patch } : e)));
  return (
    <Stack sx={{ gap: 1.5 }}>
      <Typography variant="subtitle2">{t('editor.elements')}</Typography>
      {elements.map((element, i) => (
        <Stack key={i} direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 1, alignItems: { sm: 'center' } }}>
          <TextField select size="small" label={t('editor.elements')} value={element.type} disabled={disabled} onChange={(e) => change(i, { type: e.target.value as TemplateElement['type'] })} sx={{ minWidth: 120 }}>
            {elementTypes.map((type) => (
              <MenuItem key={type} value={type}>
                {t(`editor.elementTypes.${type}`)}
              </MenuItem>
            ))}
          </TextField>
          {element.type !== 'divider' && (
            <TextField size="small" type="url" label={t('editor.elementLink')} value={element.link} disabled={disabled} onChange={(e) => change(i, { link: e.target.value })} sx={{ flex: 2 }} slotProps={{ htmlInput: { dir: 'ltr', maxLength: 2000 } }} />
          )}
          {(element.type === 'button' || element.type === 'link') && (
            <TextField size="small" label={t('editor.elementText')} value={element.text} disabled={disabled} onChange={(e) => change(i, { text: e.target.value })} sx={{ flex: 1 }} slotProps={{ htmlInput: { dir: 'auto', maxLength: 200 } }} />
          )}
          {element.type === 'image' && (
            <TextField size="small" label={t('editor.elementAlt')} value={element.alt} disabled={disabled} onChange={(e) => change(i, { alt: e.target.value })} sx={{ flex: 1 }} slotProps={{ htmlInput: { dir: 'auto', maxLength: 200 } }} />
          )}
          <IconButton aria-label={t('editor.removeElement', { n: i + 1 })} disabled={disabled} onClick={() => onChange(elements.filter((_, k) => k !== i))}>
            <DeleteOutlined />
          </IconButton>
        </Stack>
      ))}
      <Button
        size="small"
        startIcon={<AddOutlined />}
        disabled={disabled || elements.length >= TEMPLATE_ELEMENTS_MAX}
        onClick={() => onChange([...elements, { type: 'button', link: '', text: '', alt: '' }])}
        sx={{ alignSelf: 'flex-start' }}
      >
        {t('editor.addElement')}
      </Button>
    </Stack>
  );
}
