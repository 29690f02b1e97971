import type { EventRegistrantTable } from './tables';
import type { Registrant } from './webinar';

type Stamp = Date | string;
const iso = (value: Stamp): string => new Date(value).toISOString();

// A registrant row as the calls and the live message tell it.
export const registrantOfRow = (row: Omit<EventRegistrantTable, 'last_position' | 'created_at' | 'placed_at'> & { created_at: Stamp }): Registrant => ({
  _id: row.id,
  email: row.email,
  firstName: row.first_name,
  lastName: row.last_name,
  phone: row.phone,
  status: row.status === 'D' ? 'D' : 'A',
  waiting: row.waiting,
  cancelReason: row.cancel_reason,
  checkIn: row.check_in,
  datecreated: iso(row.created_at),
});
