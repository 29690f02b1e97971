import { useTranslation } from 'react-i18next';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { CellType } from '@contracts/core/data-table';
import { formatDate, formatDateTime, isSalary, roundedNumber, whatsAppPhone } from '@contracts/core/data-table-cells';

const dim = { color: 'text.secondary' } as const;
const Empty = () => <Typography component="span" variant="body2" sx={dim}>—</Typography>;

const numberText = (value: number, language: string, currency?: string) => {
  const { value: rounded, decimals } = roundedNumber(value);
  const digits = currency ? 2 : decimals;
  return new Intl.NumberFormat(language, { minimumFractionDigits: digits, maximumFractionDigits: digits, ...(currency ? { style: 'currency', currency } : {}) }).format(rounded);
};

// Only web addresses become links: a cell never runs a javascript: URL.
const webAddress = (value: string): URL | null => {
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url : null;
  } catch {
    return null;
  }
};

const external = { target: '_blank', rel: 'noopener noreferrer' } as const;

// One cell, as its column's type shows it. Dates, numbers, phones and addresses read left to
// right inside a Hebrew page.
export function TableCellValue({ type, value, timeZone }: { type: CellType; value: unknown; timeZone: string }) {
  const { t, i18n } = useTranslation();
  if (type === 'WA_PHONE') {
    const phone = whatsAppPhone(value);
    if (phone.kind === 'none') return <Typography component="span" variant="body2" sx={dim}>{t('dataTable.noPhone')}</Typography>;
    if (phone.kind === 'invalid') return <Typography component="span" variant="body2" sx={{ color: 'error.dark' }}>{t('dataTable.invalidPhone')}</Typography>;
    const text = String(value).trim();
    return (
      <Link href={`https://wa.me/${phone.digits}`} {...external} dir="ltr" aria-label={t('dataTable.whatsApp', { phone: text })}>
        {text}
      </Link>
    );
  }
  if (value === null || value === undefined || value === '') return <Empty />;
  switch (type) {
    case 'DATE':
    case 'DATE_TIME': {
      const text = type === 'DATE' ? formatDate(value, timeZone) : formatDateTime(value, timeZone);
      return text ? <span dir="ltr">{text}</span> : <Empty />;
    }
    case 'NUMBER':
      return typeof value === 'number' ? <span dir="ltr">{numberText(value, i18n.language)}</span> : <Empty />;
    case 'BOOLEAN':
      return <>{t(value ? 'dataTable.yes' : 'dataTable.no')}</>;
    case 'SALARY': {
      if (!isSalary(value)) return <Empty />;
      const amount = numberText(value.value, i18n.language, value.currency);
      return <>{value.frequency && ['HOUR', 'MONTH', 'YEAR'].includes(value.frequency) ? t(`dataTable.perFrequency.${value.frequency as 'HOUR'}`, { amount }) : amount}</>;
    }
    case 'CONTACT': {
      const text = String(value).trim();
      const href = text.includes('@') ? `mailto:${text}` : /^\+?[\d\s\-().]{6,}$/.test(text) ? `tel:${text.replace(/[^\d+]/g, '')}` : null;
      return href ? <Link href={href} dir="ltr">{text}</Link> : <>{text}</>;
    }
    case 'LINK': {
      const url = webAddress(String(value));
      return url ? <Link href={url.href} {...external} dir="ltr">{`${url.host}${url.pathname === '/' ? '' : url.pathname}`}</Link> : <>{String(value)}</>;
    }
    case 'TEXT':
      return <>{String(value)}</>;
  }
}
