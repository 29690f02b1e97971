import { describe, expect, it } from 'vitest';
import { cellText, formatDate, formatDateTime, formatNumber, whatsAppPhone } from './data-table-cells';

const zone = 'Asia/Jerusalem';

describe('table cells as text', () => {
  it('shows dates as dd.mm.yyyy and times as hh:mm in the table zone; a bare day stays that day', () => {
    expect(formatDateTime('2026-11-25T22:30:00.000Z', zone)).toBe('26.11.2026 00:30');
    expect(formatDateTime('2026-07-01T06:05:00.000Z', zone)).toBe('01.07.2026 09:05');
    expect(formatDate(new Date('2026-11-25T22:30:00.000Z'), zone)).toBe('26.11.2026');
    expect(formatDate('2026-02-03', 'America/Los_Angeles')).toBe('03.02.2026');
    expect(formatDateTime(null, zone)).toBe('');
    expect(formatDateTime('not a date', zone)).toBe('');
  });

  it('rounds numbers to 2 decimals and keeps whole numbers whole', () => {
    expect(formatNumber(69.9)).toBe('69.90');
    expect(formatNumber(3.14159)).toBe('3.14');
    expect(formatNumber(6)).toBe('6');
    expect(formatNumber(2.004)).toBe('2');
    expect(formatNumber(-1.5)).toBe('-1.50');
    expect(formatNumber('7')).toBe('');
  });

  it('opens WhatsApp only for a phone it can dial: Israeli as written, or international', () => {
    expect(whatsAppPhone('050-123-4567')).toEqual({ kind: 'valid', digits: '972501234567' });
    expect(whatsAppPhone('03 123 4567')).toEqual({ kind: 'valid', digits: '97231234567' });
    expect(whatsAppPhone('+972 (50) 123 4567')).toEqual({ kind: 'valid', digits: '972501234567' });
    expect(whatsAppPhone('00972501234567')).toEqual({ kind: 'valid', digits: '972501234567' });
    expect(whatsAppPhone('+1 415 555 2671')).toEqual({ kind: 'valid', digits: '14155552671' });
    for (const garbage of ['12345', 'call me', '+972 12', '0501234567890', '+0123456789', '972-0501234567']) expect(whatsAppPhone(garbage), garbage).toEqual({ kind: 'invalid' });
    for (const empty of [null, undefined, '', '   ']) expect(whatsAppPhone(empty)).toEqual({ kind: 'none' });
  });

  it('writes each cell type as the table shows it', () => {
    expect(cellText('BOOLEAN', true, zone)).toBe('Yes');
    expect(cellText('BOOLEAN', false, zone)).toBe('No');
    expect(cellText('SALARY', { value: 12000, currency: 'ILS', frequency: 'MONTH' }, zone)).toBe('12000 ILS per month');
    expect(cellText('WA_PHONE', 'garbage', zone)).toBe('Invalid Phone');
    expect(cellText('WA_PHONE', null, zone)).toBe('No Phone');
    expect(cellText('WA_PHONE', ' 050-1234567 ', zone)).toBe('050-1234567');
    expect(cellText('TEXT', 'דנה "לוי"', zone)).toBe('דנה "לוי"');
    expect(cellText('NUMBER', 199.256, zone)).toBe('199.26');
  });
});
