import { z } from 'zod';
import { defineCalls } from '../../core/call';
import { tableOutput } from '../../core/data-table';
import { staffMemberSchema } from '../../coaching/journey/journey';
import { clientEditSchema, clientsSearchSchema } from './clients-table';

export const clientRowSchema = z.object({
  _id: z.string(),
  name: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  status: z.string().nullable(),
  plan: z.string().nullable(),
  // the manager's name as the account reads now, and their id (what an edit names)
  manager: z.string().nullable(),
  managerId: z.string().nullable(),
  amount: z.number().nullable(),
  startedAt: z.string(),
  signedDate: z.string().nullable(),
});
export type ClientRow = z.infer<typeof clientRowSchema>;

// The table's page with what the screen chooses from and may do (the spec's spelling kept).
export const clientsAnswerSchema = tableOutput(clientRowSchema).extend({
  statuses: z.array(z.string()),
  plans: z.array(z.string()),
  CSManagers: z.array(staffMemberSchema),
  hasPermmision: z.boolean(),
  isCAdmin: z.boolean(),
});
export type ClientsAnswer = z.infer<typeof clientsAnswerSchema>;

// The clients status table (back-office spec §2 "Clients status", §7 "First partner").
export const clientsStatusCalls = defineCalls({
  getSynamediaClientsData: {
    kind: 'query',
    access: 'staff',
    summary:
      'Staff: the journey clients as a data table, newest journey first. extraSearch { from, to } are days (YYYY-MM-DD, both included) on the day the journey started, ' +
      'one year back to two days ahead when absent; { status, plan } take one value of the journey’s lists each. Answers the page with the lists (statuses, plans), ' +
      'the staff who may manage a client (CSManagers), hasPermmision and isCAdmin (whether the caller may edit). Asked with Accept: text/csv, the whole range as a file.',
    input: clientsSearchSchema,
    output: clientsAnswerSchema,
  },
  editClientsData: {
    kind: 'command',
    access: 'clientAdmin',
    summary:
      "The client admin only: change a client's amount (0 or more, 2 decimals; null clears it), manager (a staff account, or null), status and plan (one of the journey's lists). " +
      'Each change is an event on the client’s journey. Answers the table again for searchParams (the page the editor was on).',
    input: z.object({ id: z.string().trim().min(1).max(200), newData: clientEditSchema, searchParams: clientsSearchSchema.optional(), page: z.number().int().min(1).max(1_000_000).optional() }).strict(),
    output: clientsAnswerSchema,
  },
});
