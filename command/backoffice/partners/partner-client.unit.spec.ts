import { describe, expect, it } from 'vitest';
import { partnersMessages as m } from '../../../contracts/backoffice/partners/messages';
import { DeciderSpecification } from '../../../tests/support/specification/decider-specification';
import { evolvePartnerClient, initialPartnerClientState, partnerClientDecider, type PartnerClientCommand, type PartnerClientEvent } from './partner-client';

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

describe('a partner’s client, folded', () => {
  const fold = (...events: PartnerClientEvent[]) => events.reduce(evolvePartnerClient, initialPartnerClientState);
  const updated = (data: { status?: string; originalTitle?: string }): PartnerClientEvent => ({ type: 'PartnerClientUpdated', data: { userId, ...data, updatedAt: at } });

  it('keeps what each event says, and what an update leaves out', () => {
    expect(fold(priced, assigned('first'), approved('first'), updated({ originalTitle: 'Analyst' }), updated({ status: 'Freeze' }))).toEqual({
      partner: 'first', approved: true, status: 'Freeze', originalTitle: 'Analyst', totalPay: 5000, partnerPart: null, paid: false,
    });
    expect(
      fold(priced, assigned('second'), approved('second'), { type: 'PartnerSplitSet', data: { userId, totalPay: 5000, partnerPart: 1000, talentPart: 4000, setAt: at } }, { type: 'PartnerTalentPaid', data: { userId, paidAt: at } }),
    ).toEqual({ partner: 'second', approved: true, status: null, originalTitle: null, totalPay: 5000, partnerPart: 1000, paid: true });
    // the second partner's approval sets no status; the same partner assigned again changes nothing
    expect(fold(assigned('second'), approved('second'), updated({ status: 'Freeze' }), assigned('second'))).toMatchObject({ approved: true, status: 'Freeze' });
    // another partner starts again, unapproved, keeping the client's amount
    expect(fold(priced, assigned('first'), approved('first'), updated({ status: 'Freeze' }), assigned('second'))).toEqual({ ...initialPartnerClientState, partner: 'second', totalPay: 5000 });
    // events of the client's journey that are not the partner's leave it as it was
    const journeyEvent = { type: 'JourneyLinkUpdated', data: { userId, journeyLink: 'x', updatedAt: at } } as unknown as PartnerClientEvent;
    expect(fold(priced, journeyEvent)).toEqual({ ...initialPartnerClientState, totalPay: 5000 });
  });

  it('records a status or a title alone, when only it changes', () => {
    const past = [assigned('first'), approved('first'), updated({ status: 'Freeze', originalTitle: 'Analyst' })];
    given(past).when({ type: 'UpdatePartnerClient', userId, partner: 'first', edit: { status: 'Freeze', originalTitle: 'Analyst' }, now }).then([]);
    given(past).when({ type: 'UpdatePartnerClient', userId, partner: 'first', edit: { status: 'Found a Job', originalTitle: 'Analyst' }, now }).then([updated({ status: 'Found a Job' })]);
    given(past).when({ type: 'UpdatePartnerClient', userId, partner: 'first', edit: { originalTitle: 'Lead Analyst' }, now }).then([updated({ originalTitle: 'Lead Analyst' })]);
    given(past).when({ type: 'UpdatePartnerClient', userId, partner: 'first', edit: { status: 'Found a Job' }, now }).then([updated({ status: 'Found a Job' })]);
    given(past).when({ type: 'UpdatePartnerClient', userId, partner: 'first', edit: {}, now }).then([]);
  });
});

describe('the second partner’s revenue split, at its edges', () => {
  const setSplit = (partnerPart: number, talentPart: number): PartnerClientEvent => ({ type: 'PartnerSplitSet', data: { userId, totalPay: 5000, partnerPart, talentPart, setAt: at } });

  it('takes the talent’s part alone against the part set before, within half a cent', () => {
    // with no partner's part yet the talent's part cannot be set, not even to the whole amount
    given([priced, assigned('second')]).when(split({ talentPart: 3000 })).thenFails('PartnerClientRefused', m.TalentPartReadOnly);
    given([priced, assigned('second')]).when(split({ talentPart: 5000 })).thenFails('PartnerClientRefused', m.TalentPartReadOnly);
    given([priced, assigned('second'), setSplit(1000, 4000)]).when(split({ talentPart: 4000.004 })).then([]);
    given([priced, assigned('second'), setSplit(1000, 4000)]).when(split({ talentPart: 4000.01 })).thenFails('PartnerClientRefused', m.TalentPartReadOnly);
    given([priced, assigned('second'), setSplit(1000, 4000)]).when(split({ talentPart: 3000 })).thenFails('PartnerClientRefused', m.TalentPartReadOnly);
    // a part equal to the total leaves the talent nothing, which is allowed
    given([priced, assigned('second')]).when(split({ partnerPart: 5000 })).then([setSplit(5000, 0)]);
    // the same part again records nothing
    given([priced, assigned('second'), setSplit(1000, 4000)]).when(split({ partnerPart: 1000, talentPart: 4000 })).then([]);
  });

  it('approves once, and records the talent paid with the approval it comes with, once', () => {
    given([priced, assigned('second'), approved('second')]).when(split({ approve: true })).then([]);
    given([priced, assigned('second')]).when(split({ approve: true, paid: true })).then([approved('second'), { type: 'PartnerTalentPaid', data: { userId, paidAt: at } }]);
    given([priced, assigned('second'), approved('second'), { type: 'PartnerTalentPaid', data: { userId, paidAt: at } }]).when(split({ paid: true })).then([]);
    given([priced, assigned('second')]).when(split({})).then([]);
  });
});
