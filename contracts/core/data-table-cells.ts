import type { CellType } from './data-table';

// How a table cell reads as text: the web's cells and the CSV file use these, so a file says what
// the screen showed. Pure: the time zone is the table's.

const formatters = new Map<string, Intl.DateTimeFormat>();
const formatterFor = (timeZone: string) => {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-GB', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
    formatters.set(timeZone, formatter);
  }
  return formatter;
};

const DAY_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;
const EN_GB = /^(\d{2})\/(\d{2})\/(\d{4}), (\d{2}):(\d{2})$/;

type Moment = { day: string; time: string };

// A bare YYYY-MM-DD is a calendar day, not a moment: no zone moves it.
const momentOf = (value: unknown, timeZone: string): Moment | null => {
  if (typeof value === 'string') {
    const day = DAY_ONLY.exec(value);
    if (day) return { day: `${day[3]}.${day[2]}.${day[1]}`, time: '00:00' };
  }
  const date = value instanceof Date ? value : typeof value === 'string' || typeof value === 'number' ? new Date(value) : null;
  if (!date || Number.isNaN(date.getTime())) return null;
  // en-GB writes dd/mm/yyyy, hh:mm: read back from the string, a third of formatToParts' cost per
  // cell (a file formats a hundred thousand rows); the parts where a runtime writes it otherwise
  const text = formatterFor(timeZone).format(date);
  const written = EN_GB.exec(text);
  if (written) return { day: `${written[1]}.${written[2]}.${written[3]}`, time: `${written[4]}:${written[5]}` };
  const parts = Object.fromEntries(formatterFor(timeZone).formatToParts(date).map((p) => [p.type, p.value]));
  return { day: `${parts.day}.${parts.month}.${parts.year}`, time: `${parts.hour}:${parts.minute}` };
};

// dd.mm.yyyy
export const formatDate = (value: unknown, timeZone: string): string => momentOf(value, timeZone)?.day ?? '';
// dd.mm.yyyy hh:mm
export const formatDateTime = (value: unknown, timeZone: string): string => {
  const moment = momentOf(value, timeZone);
  return moment ? `${moment.day} ${moment.time}` : '';
};

// Numbers round to 2 decimals (spec §9); whole numbers stay whole: 3 → "3", 69.9 → "69.90".
export const roundedNumber = (value: number): { value: number; decimals: 0 | 2 } => {
  const rounded = Math.round(value * 100) / 100;
  return { value: rounded, decimals: Number.isInteger(rounded) ? 0 : 2 };
};
export const formatNumber = (value: unknown): string => {
  if (typeof value !== 'number' || !Number.isFinite(value)) return '';
  const { value: rounded, decimals } = roundedNumber(value);
  return rounded.toFixed(decimals);
};

// SALARY cells hold the spec's (value, currency, frequency).
export type Salary = { value: number; currency: string; frequency: string | null };
export const isSalary = (value: unknown): value is Salary =>
  typeof value === 'object' && value !== null && typeof (value as Salary).value === 'number' && typeof (value as Salary).currency === 'string';

export type WhatsAppPhone = { kind: 'none' } | { kind: 'invalid' } | { kind: 'valid'; digits: string };

// A phone WhatsApp can open: Israeli numbers as people write them (050-123-4567, 03 123 4567,
// +972 50…, 972…) or any international number in E.164 (+ or 00, then 8 to 15 digits).
export const whatsAppPhone = (value: unknown): WhatsAppPhone => {
  if (value === null || value === undefined || (typeof value === 'string' && value.trim() === '')) return { kind: 'none' };
  if (typeof value !== 'string' && typeof value !== 'number') return { kind: 'invalid' };
  const compact = String(value).trim().replace(/[\s\-().]/g, '');
  const international = /^(?:\+|00)([1-9]\d{7,14})$/.exec(compact)?.[1];
  const digits = international ?? (/^0([1-9]\d{7,8})$/.exec(compact)?.[1] ? `972${compact.slice(1)}` : /^972[1-9]\d{7,8}$/.test(compact) ? compact : null);
  if (!digits) return { kind: 'invalid' };
  // an Israeli number has 8 (landline) or 9 (mobile) digits after 972
  if (digits.startsWith('972') && !/^972[1-9]\d{7,8}$/.test(digits)) return { kind: 'invalid' };
  return { kind: 'valid', digits };
};

// The spec's words for phones that cannot be called.
export const INVALID_PHONE = 'Invalid Phone';
export const NO_PHONE = 'No Phone';

const text = (value: unknown): string => (value === null || value === undefined ? '' : String(value));

// A cell as a line of a file, in English: what the screen shows, without the links.
export function cellText(type: CellType, value: unknown, timeZone: string): string {
  switch (type) {
    case 'DATE':
      return formatDate(value, timeZone);
    case 'DATE_TIME':
      return formatDateTime(value, timeZone);
    case 'NUMBER':
      return formatNumber(value);
    case 'BOOLEAN':
      return value === null || value === undefined ? '' : value ? 'Yes' : 'No';
    case 'SALARY':
      return isSalary(value) ? `${formatNumber(value.value)} ${value.currency}${value.frequency ? ` per ${value.frequency.toLowerCase()}` : ''}` : '';
    case 'WA_PHONE': {
      const phone = whatsAppPhone(value);
      return phone.kind === 'none' ? NO_PHONE : phone.kind === 'invalid' ? INVALID_PHONE : text(value).trim();
    }
    case 'TEXT':
    case 'CONTACT':
    case 'LINK':
      return text(value);
  }
}
