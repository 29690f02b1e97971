import { z } from 'zod';
import { defineCalls } from '../../core/call';
import { partnerClientEditSchema, partnerEmailsSchema, partnerPartSchema, partnerStatuses } from './partner-client';
import { partnersMessages as m } from './messages';

const id = z.string().trim().min(1).max(200);
const partner = z.enum(['first', 'second']);

export const permissionsSchema = z.object({ Admin: z.boolean(), JHAdmin: z.boolean(), SynamediaUser: z.boolean(), BflUser: z.boolean() });

// A client of the first partner as its dashboard lists it (spec §3 "Partner client").
export const partnerClientSchema = z.object({
  _id: z.string(),
  fullName: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  datecreated: z.string(),
  status: z.enum(partnerStatuses).nullable(),
  approveDate: z.string().nullable(),
  originalTitle: z.string().nullable(),
  update: z.string().nullable(),
});
export type PartnerClient = z.infer<typeof partnerClientSchema>;

export const partnerCells = ['fullName', 'email', 'phone', 'datecreated', 'approveDate', 'status', 'originalTitle', 'update'] as const;

export const synamediaAnswerSchema = z.object({
  unapprovedClients: z.array(partnerClientSchema),
  approvedClients: z.array(partnerClientSchema),
  cells: z.array(z.enum(partnerCells)),
  chartStatusesData: z.array(z.object({ name: z.enum(partnerStatuses), value: z.number(), color: z.string() })),
  quotas: z.array(z.object({ count: z.number(), date: z.string() })),
  quotasTotal: z.number(),
  // the prepaid packages as the dashboard shows them: remaining over total (spec §9)
  prepaid: z.object({ remaining: z.number(), total: z.number() }),
  statuses: z.array(z.object({ name: z.enum(partnerStatuses), color: z.string() })),
  synamediaEmails: z.array(z.string()),
  // the clients who found a job in the last days, by name
  newFoundJob: z.array(z.string()),
  isAdmin: z.boolean(),
});
export type SynamediaAnswer = z.infer<typeof synamediaAnswerSchema>;

export const bflFilters = ['everyone', 'notApproved', 'approved', 'approvedNotPaid', 'approvedPaid'] as const;
export type BflFilter = (typeof bflFilters)[number];

// A client of the second partner (spec §3 "Second partner client"), amounts in shekels.
export const bflClientSchema = z.object({
  _id: z.string(),
  fullName: z.string(),
  datecreated: z.string(),
  totalPay: z.number().nullable(),
  bflPart: z.number().nullable(),
  talentPart: z.number().nullable(),
  approved: z.boolean(),
  approveDate: z.string().nullable(),
  talentPayed: z.boolean(),
  talentPayedDate: z.string().nullable(),
  paymentLink: z.string().nullable(),
  data: z.object({ email: z.string().nullable(), phone: z.string().nullable(), plan: z.string().nullable() }),
});
export type BflClient = z.infer<typeof bflClientSchema>;

export const bflAnswerSchema = z.object({
  clients: z.array(bflClientSchema),
  filter: z.enum(bflFilters),
  totals: z.object({ totalPay: z.number(), bflPart: z.number(), talentPart: z.number() }),
  bflEmails: z.array(z.string()),
  isAdmin: z.boolean(),
});
export type BflAnswer = z.infer<typeof bflAnswerSchema>;

const firstPartnerViewers = ['firstPartner', 'journeyAdmin'] as const;
const secondPartnerViewers = ['secondPartner', 'journeyAdmin'] as const;

// The partner dashboards (back-office spec §2 "/synamediaClients", "/bflClients", §7).
export const partnersCalls = defineCalls({
  getSynamediaUserPermissions: { kind: 'query', access: 'authed', summary: 'What the caller may do on the partner dashboards.', input: z.object({}).strict(), output: permissionsSchema },
  getBflUserPermissions: { kind: 'query', access: 'authed', summary: 'What the caller may do on the partner dashboards.', input: z.object({}).strict(), output: permissionsSchema },
  getSynamediaClients: {
    kind: 'query',
    access: firstPartnerViewers,
    summary:
      "The first partner's users and journey admins: the partner's clients waiting for approval and approved, the status pie, the prepaid packages (remaining over total), the emails list and the clients who found a job in the last 7 days.",
    input: z.object({}).strict(),
    output: synamediaAnswerSchema,
  },
  approveSynamediaClient: {
    kind: 'command',
    access: firstPartnerViewers,
    summary: "Approve a client waiting for approval (it starts as 'Waiting to start'). Answers the dashboard again.",
    input: z.object({ clientId: id }).strict(),
    output: synamediaAnswerSchema,
  },
  updateSynamediaClientData: {
    kind: 'command',
    access: 'journeyAdmin',
    summary: "Journey admins: change an approved client's status (one of the partner statuses) or original title. Answers the dashboard again.",
    input: z.object({ id, newData: partnerClientEditSchema }).strict(),
    output: synamediaAnswerSchema,
  },
  updateSynamediaEmailsList: {
    kind: 'command',
    access: 'journeyAdmin',
    summary: "Journey admins: the first partner's emails list (valid addresses, lowercased, each once; may be empty).",
    input: z.object({ synamediaEmails: partnerEmailsSchema }).strict(),
    output: synamediaAnswerSchema,
  },
  addSynamediaQuota: {
    kind: 'command',
    access: 'journeyAdmin',
    summary: 'Journey admins: a prepaid package of the first partner, of count clients, bought on date (YYYY-MM-DD).',
    input: z.object({ count: z.number().int(m.PartnerQuotaCount).min(1, m.PartnerQuotaCount).max(10_000, m.PartnerQuotaCount), date: z.iso.date() }).strict(),
    output: synamediaAnswerSchema,
  },
  assignPartnerClient: {
    kind: 'command',
    access: 'journeyAdmin',
    summary: "Journey admins: make a journey client a partner's client (first or second), or no partner's (null). A first partner's client waits for its approval.",
    input: z.object({ clientId: id, partner: partner.nullable() }).strict(),
    output: z.object({ clientId: z.string(), partner: partner.nullable() }),
  },
  getBflClients: {
    kind: 'query',
    access: secondPartnerViewers,
    summary: "The second partner's users and journey admins: its clients by filter (everyone when absent), with the revenue split and totals in shekels.",
    input: z.object({ filter: z.enum(bflFilters).optional() }).strict(),
    output: bflAnswerSchema,
  },
  updateBflClientData: {
    kind: 'command',
    access: 'journeyAdmin',
    summary:
      "Journey admins: the second partner's part of a client's total pay (the client's amount); the server computes talentPart = totalPay − bflPart, a talentPart sent must equal it. approve: true approves the client; paid: true records the talent paid (approved clients only).",
    input: z.object({ id, bflPart: partnerPartSchema.optional(), talentPart: z.number().optional(), approve: z.boolean().optional(), paid: z.boolean().optional(), filter: z.enum(bflFilters).optional() }).strict(),
    output: bflAnswerSchema,
  },
  updateBflEmailsList: {
    kind: 'command',
    access: 'journeyAdmin',
    summary: "Journey admins: the second partner's emails list (valid addresses, lowercased, each once; may be empty).",
    input: z.object({ bflEmails: partnerEmailsSchema }).strict(),
    output: bflAnswerSchema,
  },
});
