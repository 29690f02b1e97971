import { randomUUID } from 'node:crypto';
import { expect, it } from 'vitest';
import type { Partner } from '../../../contracts/backoffice/partners/ids';
import type { PartnerChangedMessage } from '../../../contracts/backoffice/partners/live';
import type { RecordedEvent } from '../../../contracts/core/event-store';
import { partnerEmails, partnerQuotas } from '../../../query/backoffice/partners/get-partner-clients';
import { describeProjection } from '../../../tests/support/specification/projection-specification';
import { storedEvent } from '../../../tests/support/specification/stored-event';
import { partnerClientProjection } from './partner-client.projection';

const at = '2026-11-20T09:00:00.000Z';
const later = '2026-11-21T10:30:00.000Z';
const latest = '2026-11-22T12:15:00.000Z';

// what an open dashboard of the partner hears
const told = (partner: Partner, what: PartnerChangedMessage['what'], event: RecordedEvent) => ({
  room: `partner:${partner}`,
  name: 'partners.changed',
  message: { partner, what, position: event.position },
});
// a client as just assigned, before anything else happened to them
const freshRow = (userId: string, partner: Partner | null, assignedAt: string, event: RecordedEvent) => ({
  user_id: userId, partner, assigned_at: new Date(assignedAt), approved: false, approve_date: null, status: null, original_title: null,
  updated_at: null, found_job_at: null, partner_part: null, talent_paid_date: null, last_position: event.position,
});

const assigned = (userId: string, partner: Partner | null, assignedAt = at) => storedEvent('PartnerClientAssigned', { userId, partner, assignedAt });
const approved = (userId: string, partner: Partner, approvedAt = later) => storedEvent('PartnerClientApproved', { userId, partner, approvedAt });
const updated = (userId: string, edit: { status?: string; originalTitle?: string }, updatedAt: string) => storedEvent('PartnerClientUpdated', { userId, ...edit, updatedAt });

describeProjection(partnerClientProjection, (spec, db) => {
  const client = (userId: string) => db().selectFrom('partner_client').selectAll().where('user_id', '=', userId).executeTakeFirst();

  // the handlers (live) and the batch form (a rebuild) each for a partner of their own
  const paths: [string, Partner, typeof spec.given][] = [
    ['as the handlers apply them', 'first', (...events) => spec.given(...events)],
    ['through the batch form', 'second', (...events) => spec.givenViaBatchForm(...events)],
  ];
  it.each(paths)('keeps two packages added in the same millisecond, in the order they were added, %s', async (how, partner, apply) => {
    const packages = [
      storedEvent('PartnerQuotaAdded', { partner, count: 4, date: '2026-08-20', addedAt: at }),
      storedEvent('PartnerQuotaAdded', { partner, count: 6, date: '2026-10-20', addedAt: at }),
    ];
    const heard = await apply(...packages);
    expect(await partnerQuotas(db(), partner)).toEqual([
      { count: 4, date: '2026-08-20' },
      { count: 6, date: '2026-10-20' },
    ]);
    // live, only the partner's own dashboard hears of each package; a rebuild tells no one
    expect(heard).toEqual(how === 'as the handlers apply them' ? packages.map((e) => told(partner, 'quota', e)) : []);
  });

  it('keeps a client as just assigned, tells both partners, and starts them afresh when given to the other partner', async () => {
    const userId = randomUUID();
    const toFirst = assigned(userId, 'first');
    expect(await spec.given(toFirst)).toEqual([told('first', 'assigned', toFirst), told('second', 'assigned', toFirst)]);
    expect(await client(userId)).toEqual(freshRow(userId, 'first', at, toFirst));

    await spec.given(
      approved(userId, 'first'),
      updated(userId, { status: 'Found a Job', originalTitle: 'Data Analyst' }, later),
      storedEvent('PartnerSplitSet', { userId, totalPay: 10_000, partnerPart: 2_500.5, talentPart: 7_499.5, setAt: later }),
      storedEvent('PartnerTalentPaid', { userId, paidAt: later }),
    );
    const toSecond = assigned(userId, 'second', latest);
    expect(await spec.given(toSecond)).toEqual([told('first', 'assigned', toSecond), told('second', 'assigned', toSecond)]);
    expect(await client(userId)).toEqual(freshRow(userId, 'second', latest, toSecond));
  });

  it('approves a client of the first partner as waiting to start, telling only that partner', async () => {
    const userId = randomUUID();
    const given = assigned(userId, 'first');
    await spec.given(given);
    const approval = approved(userId, 'first');
    expect(await spec.given(approval)).toEqual([told('first', 'approved', approval)]);
    expect(await client(userId)).toEqual({
      ...freshRow(userId, 'first', at, given), approved: true, approve_date: new Date(later), status: 'Waiting to start', last_position: approval.position,
    });
  });

  it('keeps the status a client of the first partner already has when approved', async () => {
    const userId = randomUUID();
    const given = assigned(userId, 'first');
    await spec.given(given, updated(userId, { status: 'Interviewing' }, at));
    const approval = approved(userId, 'first', latest);
    expect(await spec.given(approval)).toEqual([told('first', 'approved', approval)]);
    expect(await client(userId)).toEqual({
      ...freshRow(userId, 'first', at, given), approved: true, approve_date: new Date(latest), status: 'Interviewing', updated_at: new Date(at), last_position: approval.position,
    });
  });

  it('approves a client of the second partner without a status, telling only that partner', async () => {
    const userId = randomUUID();
    const given = assigned(userId, 'second');
    await spec.given(given);
    const approval = approved(userId, 'second');
    expect(await spec.given(approval)).toEqual([told('second', 'approved', approval)]);
    expect(await client(userId)).toEqual({ ...freshRow(userId, 'second', at, given), approved: true, approve_date: new Date(later), last_position: approval.position });
  });

  it('keeps when a client found a job while other edits come, and forgets it once their status moves on', async () => {
    const userId = randomUUID();
    const given = assigned(userId, 'first');
    await spec.given(given);
    const row = freshRow(userId, 'first', at, given);

    const found = updated(userId, { status: 'Found a Job', originalTitle: 'QA Engineer' }, at);
    expect(await spec.given(found)).toEqual([told('first', 'updated', found)]);
    expect(await client(userId)).toEqual({ ...row, status: 'Found a Job', original_title: 'QA Engineer', updated_at: new Date(at), found_job_at: new Date(at), last_position: found.position });

    const retitled = updated(userId, { originalTitle: 'Senior QA Engineer' }, later);
    expect(await spec.given(retitled)).toEqual([told('first', 'updated', retitled)]);
    expect(await client(userId)).toEqual({
      ...row, status: 'Found a Job', original_title: 'Senior QA Engineer', updated_at: new Date(later), found_job_at: new Date(at), last_position: retitled.position,
    });

    const moved = updated(userId, { status: 'Interviewing' }, latest);
    expect(await spec.given(moved)).toEqual([told('first', 'updated', moved)]);
    expect(await client(userId)).toEqual({
      ...row, status: 'Interviewing', original_title: 'Senior QA Engineer', updated_at: new Date(latest), found_job_at: null, last_position: moved.position,
    });
  });

  it('sets the split and the talent paid on that client only, telling only their partner', async () => {
    const [userId, other] = [randomUUID(), randomUUID()];
    const [given, otherGiven] = [assigned(userId, 'second'), assigned(other, 'second')];
    await spec.given(given, otherGiven);
    const split = storedEvent('PartnerSplitSet', { userId, totalPay: 10_000, partnerPart: 2_500.5, talentPart: 7_499.5, setAt: later });
    expect(await spec.given(split)).toEqual([told('second', 'split', split)]);
    const row = freshRow(userId, 'second', at, given);
    expect(await client(userId)).toEqual({ ...row, partner_part: 2_500.5, updated_at: new Date(later), last_position: split.position });

    const paid = storedEvent('PartnerTalentPaid', { userId, paidAt: latest });
    expect(await spec.given(paid)).toEqual([told('second', 'paid', paid)]);
    expect(await client(userId)).toEqual({ ...row, partner_part: 2_500.5, updated_at: new Date(later), talent_paid_date: new Date(latest), last_position: paid.position });
    expect(await client(other)).toEqual(freshRow(other, 'second', at, otherGiven));
  });

  it('tells both partners a client was taken back, and no one of later changes to them', async () => {
    const userId = randomUUID();
    await spec.given(assigned(userId, 'first'));
    const takenBack = assigned(userId, null, later);
    expect(await spec.given(takenBack)).toEqual([told('first', 'assigned', takenBack), told('second', 'assigned', takenBack)]);
    const retitled = updated(userId, { originalTitle: 'Designer' }, latest);
    const paid = storedEvent('PartnerTalentPaid', { userId, paidAt: latest });
    expect(await spec.given(retitled, paid)).toEqual([]);
    expect(await client(userId)).toEqual({ ...freshRow(userId, null, later, takenBack), original_title: 'Designer', updated_at: new Date(latest), talent_paid_date: new Date(latest), last_position: paid.position });
  });

  it('keeps nothing and tells no one of changes to someone who is no partner client', async () => {
    const userId = randomUUID();
    expect(
      await spec.given(
        approved(userId, 'first'),
        updated(userId, { status: 'Found a Job' }, later),
        storedEvent('PartnerSplitSet', { userId, totalPay: 100, partnerPart: 10, talentPart: 90, setAt: later }),
        storedEvent('PartnerTalentPaid', { userId, paidAt: later }),
      ),
    ).toEqual([]);
    expect(await client(userId)).toBeUndefined();
  });

  it('forgets the client of a deleted account, and only them, telling no one', async () => {
    const [userId, other] = [randomUUID(), randomUUID()];
    const otherGiven = assigned(other, 'first');
    await spec.given(assigned(userId, 'first'), otherGiven);
    expect(await spec.given(storedEvent('AccountDeleted', { userId, deletedAt: later }))).toEqual([]);
    expect(await client(userId)).toBeUndefined();
    expect(await client(other)).toEqual(freshRow(other, 'first', at, otherGiven));
  });

  it('keeps the emails list a partner last set, telling only that partner', async () => {
    const first = storedEvent('PartnerEmailsSet', { partner: 'second', emails: ['ops@partner.example', 'ceo@partner.example'], setAt: at });
    expect(await spec.given(first)).toEqual([told('second', 'emails', first)]);
    expect(await partnerEmails(db(), 'second')).toEqual(['ops@partner.example', 'ceo@partner.example']);
    const second = storedEvent('PartnerEmailsSet', { partner: 'second', emails: ['hr@partner.example'], setAt: later });
    expect(await spec.given(second)).toEqual([told('second', 'emails', second)]);
    expect(await partnerEmails(db(), 'second')).toEqual(['hr@partner.example']);
  });

  it('leaves the same client rows through the batch form as a rebuild applies it', async () => {
    for (const form of ['event', 'batch'] as const) {
      const [first, second, gone] = [randomUUID(), randomUUID(), randomUUID()];
      const events = [
        assigned(first, 'first'),
        assigned(second, 'second'),
        assigned(gone, 'first'),
        approved(first, 'first'),
        approved(second, 'second'),
        updated(first, { status: 'Found a Job', originalTitle: 'Data Analyst' }, later),
        updated(first, { originalTitle: 'Lead Data Analyst' }, latest),
        storedEvent('PartnerSplitSet', { userId: second, totalPay: 8_000, partnerPart: 1_200, talentPart: 6_800, setAt: later }),
        storedEvent('PartnerTalentPaid', { userId: second, paidAt: latest }),
        storedEvent('AccountDeleted', { userId: gone, deletedAt: later }),
      ];
      if (form === 'event') await spec.given(...events);
      else await spec.givenViaBatchForm(...events);
      expect(await client(first), form).toEqual({
        ...freshRow(first, 'first', at, events[6]!), approved: true, approve_date: new Date(later), status: 'Found a Job', original_title: 'Lead Data Analyst',
        updated_at: new Date(latest), found_job_at: new Date(later),
      });
      expect(await client(second), form).toEqual({
        ...freshRow(second, 'second', at, events[8]!), approved: true, approve_date: new Date(later), partner_part: 1_200, updated_at: new Date(later), talent_paid_date: new Date(latest),
      });
      expect(await client(gone), form).toBeUndefined();
    }
  });
});
