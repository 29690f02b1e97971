import { describe, it } from 'vitest';
import { partnersMessages as m } from '../../../contracts/backoffice/partners/messages';
import { DeciderSpecification } from '../../../tests/support/specification/decider-specification';
import { partnerClientDecider, type PartnerClientCommand, type PartnerClientEvent } from './partner-client';

const given = DeciderSpecification.for(partnerClientDecider);
const now = new Date('2026-11-28T10:00:00.000Z');
const at = now.toISOString();
const userId = 'client-1';

const assigned = (partner: 'first' | 'second'): PartnerClientEvent => ({ type: 'PartnerClientAssigned', data: { userId, partner, assignedAt: at } });
const approved = (partner: 'first' | 'second'): PartnerClientEvent => ({ type: 'PartnerClientApproved', data: { userId, partner, approvedAt: at } });
const priced: PartnerClientEvent = { type: 'ClientAmountChanged', data: { userId, amount: 5000, changedAt: at } };
const split = (c: Partial<Extract<PartnerClientCommand, { type: 'SetPartnerSplit' }>>): PartnerClientCommand => ({ type: 'SetPartnerSplit', userId, partner: 'second', now, ...c });

describe('a partner’s client', () => {
  it('is assigned to a partner once, and moved to another', () => {
    given([]).when({ type: 'AssignPartnerClient', userId, partner: 'first', now }).then([assigned('first')]);
    given([assigned('first')]).when({ type: 'AssignPartnerClient', userId, partner: 'first', now }).then([]);
    given([assigned('first')]).when({ type: 'AssignPartnerClient', userId, partner: 'second', now }).then([assigned('second')]);
  });

  it('is approved once, by its own partner only', () => {
    given([assigned('first')]).when({ type: 'ApprovePartnerClient', userId, partner: 'first', now }).then([approved('first')]);
    given([assigned('first'), approved('first')]).when({ type: 'ApprovePartnerClient', userId, partner: 'first', now }).thenFails('PartnerClientAlreadyApproved');
    given([assigned('second')]).when({ type: 'ApprovePartnerClient', userId, partner: 'first', now }).thenFails('PartnerClientNotFound');
    given([]).when({ type: 'ApprovePartnerClient', userId, partner: 'first', now }).thenFails('PartnerClientNotFound');
  });

  it('takes a status and original title once approved, recording only what changes', () => {
    given([assigned('first'), approved('first')])
      .when({ type: 'UpdatePartnerClient', userId, partner: 'first', edit: { status: 'Found a Job', originalTitle: 'Analyst' }, now })
      .then([{ type: 'PartnerClientUpdated', data: { userId, status: 'Found a Job', originalTitle: 'Analyst', updatedAt: at } }]);
    // approval starts it as 'Waiting to start'
    given([assigned('first'), approved('first')]).when({ type: 'UpdatePartnerClient', userId, partner: 'first', edit: { status: 'Waiting to start' }, now }).then([]);
    given([assigned('first')]).when({ type: 'UpdatePartnerClient', userId, partner: 'first', edit: { status: 'Freeze' }, now }).thenFails('PartnerClientRefused', m.PartnerNotApproved);
  });
});

describe('the second partner’s revenue split', () => {
  it('computes the talent’s part from the client’s amount, and approves with Save + Approve', () => {
    given([priced, assigned('second')])
      .when(split({ partnerPart: 1200.5, approve: true }))
      .then([{ type: 'PartnerSplitSet', data: { userId, totalPay: 5000, partnerPart: 1200.5, talentPart: 3799.5, setAt: at } }, approved('second')]);
  });

  it('refuses a talent’s part that is not the total minus the partner’s part, a part above the total, and a client with no amount', () => {
    given([priced, assigned('second')]).when(split({ partnerPart: 1000, talentPart: 4500 })).thenFails('PartnerClientRefused', m.TalentPartReadOnly);
    given([priced, assigned('second')]).when(split({ partnerPart: 6000 })).thenFails('PartnerClientRefused', m.PartnerPartAboveTotal);
    given([assigned('second')]).when(split({ partnerPart: 10 })).thenFails('PartnerClientRefused', m.PartnerNoTotalPay);
    given([priced, assigned('first')]).when(split({ partnerPart: 10 })).thenFails('PartnerClientNotFound');
  });

  it('records the talent paid once approved only', () => {
    given([priced, assigned('second'), approved('second')]).when(split({ paid: true })).then([{ type: 'PartnerTalentPaid', data: { userId, paidAt: at } }]);
    given([priced, assigned('second')]).when(split({ paid: true })).thenFails('PartnerClientRefused', m.TalentPaidNeedsApproval);
  });
});
