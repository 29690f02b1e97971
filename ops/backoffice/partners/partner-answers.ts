import type { BflAnswer, BflClient, BflFilter, PartnerClient, SynamediaAnswer } from '../../../contracts/backoffice/partners/calls';
import { partnerCells } from '../../../contracts/backoffice/partners/calls';
import { NEW_FOUND_JOB_DAYS, partnerStatusColours, partnerStatuses, prepaidPackages, talentPartOf, type PartnerStatus } from '../../../contracts/backoffice/partners/partner-client';
import { partnerClientRows, partnerEmails, partnerQuotas, type PartnerClientRow } from '../../../query/backoffice/partners/get-partner-clients';
import type { ApiDeps, CallContext } from '../../server/feature';

const isPartnerStatus = (s: string | null): s is PartnerStatus => s !== null && (partnerStatuses as readonly string[]).includes(s);
const DAY_MS = 86_400_000;

const toPartnerClient = (r: PartnerClientRow): PartnerClient => ({
  _id: r.id,
  fullName: r.fullName,
  email: r.email,
  phone: r.phone,
  datecreated: r.assignedAt,
  status: isPartnerStatus(r.status) ? r.status : null,
  approveDate: r.approveDate,
  originalTitle: r.title,
  update: r.updatedAt,
});

// The first partner's dashboard: waiting and approved clients, the pie, the packages, the list.
export async function synamediaAnswer(deps: ApiDeps, ctx: CallContext): Promise<SynamediaAnswer> {
  const [rows, emails, quotas] = await Promise.all([partnerClientRows(deps.db, 'first'), partnerEmails(deps.db, 'first'), partnerQuotas(deps.db, 'first')]);
  const approved = rows.filter((r) => r.approved);
  const since = deps.clock().getTime() - NEW_FOUND_JOB_DAYS * DAY_MS;
  const isAdmin = ctx.roles.has('journeyAdmin');
  return {
    unapprovedClients: rows.filter((r) => !r.approved).map(toPartnerClient),
    approvedClients: approved.map(toPartnerClient),
    cells: [...partnerCells],
    chartStatusesData: partnerStatuses.map((name) => ({ name, value: approved.filter((r) => r.status === name).length, color: partnerStatusColours[name] })),
    quotas,
    quotasTotal: quotas.reduce((sum, q) => sum + q.count, 0),
    prepaid: prepaidPackages(quotas, approved.length),
    statuses: partnerStatuses.map((name) => ({ name, color: partnerStatusColours[name] })),
    // the list is the admins' to edit and read
    synamediaEmails: isAdmin ? emails : [],
    newFoundJob: approved.filter((r) => r.foundJobAt !== null && new Date(r.foundJobAt).getTime() >= since).map((r) => r.fullName),
    isAdmin,
  };
}

const shown: Record<BflFilter, (c: BflClient) => boolean> = {
  everyone: () => true,
  notApproved: (c) => !c.approved,
  approved: (c) => c.approved,
  approvedNotPaid: (c) => c.approved && !c.talentPayed,
  approvedPaid: (c) => c.approved && c.talentPayed,
};

const round = (n: number) => Math.round(n * 100) / 100;

// The second partner's table: its clients by filter, the split computed from each client's amount,
// the payment link (to the payment screen, for the talent's part) on approved rows, totals in shekels.
export async function bflAnswer(deps: ApiDeps, filter: BflFilter, ctx: CallContext): Promise<BflAnswer> {
  const [rows, emails] = await Promise.all([partnerClientRows(deps.db, 'second'), partnerEmails(deps.db, 'second')]);
  const isAdmin = ctx.roles.has('journeyAdmin');
  const clients = rows
    .map((r): BflClient => {
      const talentPart = r.amount !== null && r.partnerPart !== null ? talentPartOf(r.amount, r.partnerPart) : null;
      const link = new URL(`/${deps.product}-payment`, deps.publicUrl);
      if (r.email) link.searchParams.set('email', r.email);
      if (talentPart !== null) link.searchParams.set('sum', String(talentPart));
      return {
        _id: r.id,
        fullName: r.fullName,
        datecreated: r.assignedAt,
        totalPay: r.amount,
        bflPart: r.partnerPart,
        talentPart,
        approved: r.approved,
        approveDate: r.approveDate,
        talentPayed: r.talentPaidDate !== null,
        talentPayedDate: r.talentPaidDate,
        paymentLink: r.approved && isAdmin ? link.toString() : null,
        data: { email: r.email, phone: r.phone, plan: r.plan },
      };
    })
    .filter(shown[filter]);
  const sum = (pick: (c: BflClient) => number | null) => round(clients.reduce((total, c) => total + (pick(c) ?? 0), 0));
  return {
    clients,
    filter,
    totals: { totalPay: sum((c) => c.totalPay), bflPart: sum((c) => c.bflPart), talentPart: sum((c) => c.talentPart) },
    bflEmails: isAdmin ? emails : [],
    isAdmin,
  };
}
