import { domainError, type DomainError } from '../../../contracts/core/errors';
import { clientsStatusEvents, type ClientsStatusEvent } from '../../../contracts/backoffice/clients-status/events';
import { partnersEvents, type PartnersEvent } from '../../../contracts/backoffice/partners/events';
import type { Partner } from '../../../contracts/backoffice/partners/ids';
import { partnersMessages as m } from '../../../contracts/backoffice/partners/messages';
import { talentPartOf, type PartnerClientEdit } from '../../../contracts/backoffice/partners/partner-client';
import type { Decider } from '../../core/decider';

// What a partner's decisions need of a client's journey (journey-{userId}): its partner, approval,
// partner status, the amount the client pays (the clients status table's) and whether the talent was paid.
export type PartnerClientState = {
  partner: Partner | null;
  approved: boolean;
  status: string | null;
  originalTitle: string | null;
  totalPay: number | null;
  partnerPart: number | null;
  paid: boolean;
};
export type PartnerClientEvent = PartnersEvent | ClientsStatusEvent;

export const initialPartnerClientState: PartnerClientState = { partner: null, approved: false, status: null, originalTitle: null, totalPay: null, partnerPart: null, paid: false };

export const evolvePartnerClient = (state: PartnerClientState, event: PartnerClientEvent): PartnerClientState => {
  switch (event.type) {
    case 'PartnerClientAssigned':
      // another partner's client starts again, unapproved
      return event.data.partner === state.partner ? state : { ...initialPartnerClientState, totalPay: state.totalPay, partner: event.data.partner };
    case 'PartnerClientApproved':
      return { ...state, approved: true, status: state.partner === 'first' ? (state.status ?? 'Waiting to start') : state.status };
    case 'PartnerClientUpdated':
      return { ...state, status: event.data.status ?? state.status, originalTitle: event.data.originalTitle ?? state.originalTitle };
    case 'PartnerSplitSet':
      return { ...state, partnerPart: event.data.partnerPart };
    case 'PartnerTalentPaid':
      return { ...state, paid: true };
    case 'ClientAmountChanged':
      return { ...state, totalPay: event.data.amount };
    default:
      return state;
  }
};

export type PartnerClientCommand =
  | { type: 'AssignPartnerClient'; userId: string; partner: Partner | null; now: Date }
  | { type: 'ApprovePartnerClient'; userId: string; partner: Partner; now: Date }
  | { type: 'UpdatePartnerClient'; userId: string; partner: Partner; edit: PartnerClientEdit; now: Date }
  | { type: 'SetPartnerSplit'; userId: string; partner: Partner; partnerPart?: number; talentPart?: number; approve?: boolean; paid?: boolean; now: Date };

const refused = (message: string): DomainError => domainError('PartnerClientRefused', message);

function decideSplit(c: Extract<PartnerClientCommand, { type: 'SetPartnerSplit' }>, state: PartnerClientState): PartnerClientEvent[] | DomainError {
  const { userId } = c;
  const at = c.now.toISOString();
  const events: PartnerClientEvent[] = [];
  if (c.partnerPart !== undefined || c.talentPart !== undefined) {
    const partnerPart = c.partnerPart ?? state.partnerPart;
    if (state.totalPay === null) return refused(m.PartnerNoTotalPay);
    if (partnerPart === null) return refused(m.TalentPartReadOnly);
    if (partnerPart > state.totalPay) return refused(m.PartnerPartAboveTotal);
    const talentPart = talentPartOf(state.totalPay, partnerPart);
    if (c.talentPart !== undefined && Math.abs(c.talentPart - talentPart) > 0.005) return refused(m.TalentPartReadOnly);
    if (partnerPart !== state.partnerPart) events.push({ type: 'PartnerSplitSet', data: { userId, totalPay: state.totalPay, partnerPart, talentPart, setAt: at } });
  }
  if (c.approve && !state.approved) events.push({ type: 'PartnerClientApproved', data: { userId, partner: c.partner, approvedAt: at } });
  if (c.paid && !state.paid) {
    if (!state.approved && !c.approve) return refused(m.TalentPaidNeedsApproval);
    events.push({ type: 'PartnerTalentPaid', data: { userId, paidAt: at } });
  }
  return events;
}

function decide(c: PartnerClientCommand, state: PartnerClientState): PartnerClientEvent[] | DomainError {
  const at = c.now.toISOString();
  if (c.type === 'AssignPartnerClient') return c.partner === state.partner ? [] : [{ type: 'PartnerClientAssigned', data: { userId: c.userId, partner: c.partner, assignedAt: at } }];
  // a client of another partner (or of none) is none of this partner's business
  if (state.partner !== c.partner) return domainError('PartnerClientNotFound');
  switch (c.type) {
    case 'ApprovePartnerClient':
      if (state.approved) return domainError('PartnerClientAlreadyApproved');
      return [{ type: 'PartnerClientApproved', data: { userId: c.userId, partner: c.partner, approvedAt: at } }];
    case 'UpdatePartnerClient': {
      if (!state.approved) return refused(m.PartnerNotApproved);
      const status = c.edit.status !== undefined && c.edit.status !== state.status ? c.edit.status : undefined;
      const originalTitle = c.edit.originalTitle !== undefined && c.edit.originalTitle !== state.originalTitle ? c.edit.originalTitle : undefined;
      if (status === undefined && originalTitle === undefined) return [];
      return [{ type: 'PartnerClientUpdated', data: { userId: c.userId, ...(status !== undefined ? { status } : {}), ...(originalTitle !== undefined ? { originalTitle } : {}), updatedAt: at } }];
    }
    case 'SetPartnerSplit':
      return decideSplit(c, state);
  }
}

export const partnerClientDecider: Decider<PartnerClientState, PartnerClientCommand, PartnerClientEvent> = {
  events: { ...partnersEvents, ...clientsStatusEvents },
  initialState: initialPartnerClientState,
  evolve: evolvePartnerClient,
  decide,
};
