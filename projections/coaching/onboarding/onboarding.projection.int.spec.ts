import { randomUUID } from 'node:crypto';
import { expect, it } from 'vitest';
import type { RecordedEvent } from '../../../contracts/core/event-store';
import { describeProjection } from '../../../tests/support/specification/projection-specification';
import { storedEvent } from '../../../tests/support/specification/stored-event';
import { onboardingProjection } from './onboarding.projection';

const at = '2026-11-20T09:00:00.000Z';
const later = '2026-11-21T10:00:00.000Z';
const start = '2026-12-01T08:00:00.000Z';
const end = '2026-12-01T08:30:00.000Z';
const empty = { data_checked_at: null, cv_file_id: null, cv_file_name: null, cv_file_kind: null, cv_file_size: null, cv_uploaded_at: null, meeting_slot_id: null, meeting_start: null, meeting_end: null };
// the event as written by someone acting (its metadata's actor)
const by = (actor: string, event: RecordedEvent): RecordedEvent => ({ ...event, metadata: { ...event.metadata, actor } });

describeProjection(onboardingProjection, (spec, db) => {
  const onboarding = (userId: string) => db().selectFrom('onboarding').selectAll().where('user_id', '=', userId).executeTakeFirst();
  const slot = (slotId: string) => db().selectFrom('meeting_slot').select(['start_at', 'end_at', 'opened_by', 'booked_by', 'closed']).where('slot_id', '=', slotId).executeTakeFirst();
  const kept = (fileId: string) => db().selectFrom('kept_cv_file').select(['user_id', 'kept_until']).where('file_id', '=', fileId).executeTakeFirst();

  it("starts a client's onboarding with whichever part comes first, the others empty", async () => {
    const [checker, uploader, scheduler] = [randomUUID(), randomUUID(), randomUUID()];
    const checked = storedEvent('OnboardingDataChecked', { userId: checker, fields: { email: 'noa@example.com', title: 'Analyst' }, checkedAt: at });
    expect(await spec.given(checked)).toEqual([]);
    expect(await onboarding(checker)).toEqual({ ...empty, user_id: checker, data_checked_at: new Date(at), last_position: checked.position });
    await spec.given(
      storedEvent('OnboardingCvUploaded', { userId: uploader, fileId: 'f1', name: 'cv.pdf', kind: 'pdf', size: 2048, uploadedAt: at }),
      storedEvent('MeetingScheduled', { userId: scheduler, slotId: 's1', start, end, scheduledAt: at }),
    );
    expect(await onboarding(uploader)).toMatchObject({ ...empty, cv_file_id: 'f1', cv_file_name: 'cv.pdf', cv_file_kind: 'pdf', cv_file_size: 2048, cv_uploaded_at: new Date(at) });
    expect(await onboarding(scheduler)).toMatchObject({ ...empty, meeting_slot_id: 's1', meeting_start: new Date(start), meeting_end: new Date(end) });
  });

  it('changes only its own part of an onboarding with each later part, and clears the meeting when it is cancelled', async () => {
    const userId = randomUUID();
    await spec.given(
      storedEvent('MeetingScheduled', { userId, slotId: 's1', start, end, scheduledAt: at }),
      storedEvent('OnboardingCvUploaded', { userId, fileId: 'f1', name: 'cv.pdf', kind: 'pdf', size: 2048, uploadedAt: at }),
      storedEvent('OnboardingDataChecked', { userId, fields: {}, checkedAt: at }),
    );
    const cv = { cv_file_id: 'f1', cv_file_name: 'cv.pdf', cv_file_kind: 'pdf', cv_file_size: 2048, cv_uploaded_at: new Date(at) };
    expect(await onboarding(userId)).toMatchObject({ data_checked_at: new Date(at), ...cv, meeting_slot_id: 's1', meeting_start: new Date(start), meeting_end: new Date(end) });
    await spec.given(
      storedEvent('OnboardingDataChecked', { userId, fields: { phone: '052-7654321' }, checkedAt: later }),
      storedEvent('OnboardingCvUploaded', { userId, fileId: 'f2', name: 'cv-2.docx', kind: 'docx', size: 4096, uploadedAt: later }),
      storedEvent('MeetingScheduled', { userId, slotId: 's2', start: later, end: start, scheduledAt: later }),
    );
    const cv2 = { cv_file_id: 'f2', cv_file_name: 'cv-2.docx', cv_file_kind: 'docx', cv_file_size: 4096, cv_uploaded_at: new Date(later) };
    expect(await onboarding(userId)).toMatchObject({ data_checked_at: new Date(later), ...cv2, meeting_slot_id: 's2', meeting_start: new Date(later), meeting_end: new Date(start) });
    await spec.given(storedEvent('MeetingCancelled', { userId, slotId: 's2', cancelledAt: later }));
    expect(await onboarding(userId)).toMatchObject({ data_checked_at: new Date(later), ...cv2, meeting_slot_id: null, meeting_start: null, meeting_end: null });
  });

  it('starts no onboarding for a cancelled meeting alone, and removes that of a deleted account', async () => {
    const [stranger, gone, other] = [randomUUID(), randomUUID(), randomUUID()];
    await spec.given(
      storedEvent('MeetingCancelled', { userId: stranger, slotId: 's1', cancelledAt: at }),
      storedEvent('OnboardingDataChecked', { userId: gone, fields: {}, checkedAt: at }),
      storedEvent('OnboardingDataChecked', { userId: other, fields: {}, checkedAt: at }),
      storedEvent('AccountDeleted', { userId: gone, deletedAt: later }),
    );
    expect(await onboarding(stranger)).toBeUndefined();
    expect(await onboarding(gone)).toBeUndefined();
    expect(await onboarding(other)).toMatchObject({ data_checked_at: new Date(at) });
  });

  it('keeps a slot as opened by its staff member, then booked, released and closed', async () => {
    const [slotId, clientId] = [randomUUID(), randomUUID()];
    const opened = by('staff-1', storedEvent('MeetingSlotOpened', { slotId, start, end, openedAt: at }));
    await spec.given(opened);
    expect(await slot(slotId)).toEqual({ start_at: new Date(start), end_at: new Date(end), opened_by: 'staff-1', booked_by: null, closed: false });
    await spec.given(storedEvent('MeetingSlotBooked', { slotId, userId: clientId, bookedAt: at }));
    expect(await slot(slotId)).toMatchObject({ booked_by: clientId, closed: false });
    // opened again (a replay): the slot stays as booked
    await spec.given(opened);
    expect(await slot(slotId)).toMatchObject({ opened_by: 'staff-1', booked_by: clientId });
    await spec.given(storedEvent('MeetingSlotReleased', { slotId, userId: clientId, releasedAt: later }));
    expect(await slot(slotId)).toMatchObject({ booked_by: null, closed: false });
    await spec.given(storedEvent('MeetingSlotClosed', { slotId, closedAt: later }));
    expect(await slot(slotId)).toEqual({ start_at: new Date(start), end_at: new Date(end), opened_by: 'staff-1', booked_by: null, closed: true });
  });

  it('keeps no opener for a slot opened by nobody named, and no slot for events of one never opened', async () => {
    const [slotId, unknown] = [randomUUID(), randomUUID()];
    await spec.given(
      storedEvent('MeetingSlotOpened', { slotId, start, end, openedAt: at }),
      storedEvent('MeetingSlotBooked', { slotId: unknown, userId: 'u1', bookedAt: at }),
      storedEvent('MeetingSlotClosed', { slotId: unknown, closedAt: at }),
    );
    expect(await slot(slotId)).toEqual({ start_at: new Date(start), end_at: new Date(end), opened_by: null, booked_by: null, closed: false });
    expect(await slot(unknown)).toBeUndefined();
  });

  it("opens again the slots a deleted client held, and no one else's", async () => {
    const [gone, other, held, heldToo, othersSlot] = [randomUUID(), randomUUID(), randomUUID(), randomUUID(), randomUUID()];
    await spec.given(
      storedEvent('MeetingSlotOpened', { slotId: held, start, end, openedAt: at }),
      storedEvent('MeetingSlotOpened', { slotId: heldToo, start, end, openedAt: at }),
      storedEvent('MeetingSlotOpened', { slotId: othersSlot, start, end, openedAt: at }),
      storedEvent('MeetingSlotBooked', { slotId: held, userId: gone, bookedAt: at }),
      storedEvent('MeetingSlotBooked', { slotId: heldToo, userId: gone, bookedAt: at }),
      storedEvent('MeetingSlotBooked', { slotId: othersSlot, userId: other, bookedAt: at }),
      storedEvent('AccountDeleted', { userId: gone, deletedAt: later }),
    );
    expect(await slot(held)).toMatchObject({ booked_by: null, closed: false });
    expect(await slot(heldToo)).toMatchObject({ booked_by: null });
    expect(await slot(othersSlot)).toMatchObject({ booked_by: other });
  });

  it('keeps a replaced CV file until its latest date, and lets it go once removed or its account is deleted', async () => {
    const [userId, other] = [randomUUID(), randomUUID()];
    const [f1, f2, f3, f4] = [randomUUID(), randomUUID(), randomUUID(), randomUUID()];
    await spec.given(
      storedEvent('OnboardingCvFileKept', { userId, fileId: f1, until: '2026-12-01T00:00:00.000Z', keptAt: at }),
      storedEvent('OnboardingCvFileKept', { userId, fileId: f2, until: '2026-12-02T00:00:00.000Z', keptAt: at }),
      storedEvent('OnboardingCvFileKept', { userId, fileId: f3, until: '2026-12-03T00:00:00.000Z', keptAt: at }),
      storedEvent('OnboardingCvFileKept', { userId: other, fileId: f4, until: '2026-12-04T00:00:00.000Z', keptAt: at }),
    );
    expect(await kept(f1)).toEqual({ user_id: userId, kept_until: new Date('2026-12-01T00:00:00.000Z') });
    await spec.given(
      storedEvent('OnboardingCvFileKept', { userId, fileId: f1, until: '2026-12-09T00:00:00.000Z', keptAt: later }),
      storedEvent('OnboardingCvFileRemoved', { userId, fileId: f2, removedAt: later }),
    );
    expect(await kept(f1)).toEqual({ user_id: userId, kept_until: new Date('2026-12-09T00:00:00.000Z') });
    expect(await kept(f2)).toBeUndefined();
    expect(await kept(f3)).toEqual({ user_id: userId, kept_until: new Date('2026-12-03T00:00:00.000Z') });
    await spec.given(storedEvent('AccountDeleted', { userId, deletedAt: later }));
    expect(await kept(f1)).toBeUndefined();
    expect(await kept(f3)).toBeUndefined();
    expect(await kept(f4)).toEqual({ user_id: other, kept_until: new Date('2026-12-04T00:00:00.000Z') });
  });

  it('leaves the same rows through the batch form as a rebuild applies it', async () => {
    const history = (userId: string, slotId: string, fileId: string, gone: string): RecordedEvent[] => [
      by('staff-1', storedEvent('MeetingSlotOpened', { slotId, start, end, openedAt: at })),
      storedEvent('MeetingSlotBooked', { slotId, userId, bookedAt: at }),
      storedEvent('MeetingSlotReleased', { slotId, userId, releasedAt: at }),
      storedEvent('MeetingSlotBooked', { slotId, userId: gone, bookedAt: at }),
      storedEvent('MeetingSlotClosed', { slotId, closedAt: at }),
      storedEvent('OnboardingCvUploaded', { userId, fileId: 'f1', name: 'cv.pdf', kind: 'pdf', size: 2048, uploadedAt: at }),
      storedEvent('OnboardingCvFileKept', { userId, fileId, until: '2026-12-01T00:00:00.000Z', keptAt: at }),
      storedEvent('OnboardingCvFileKept', { userId: gone, fileId: `${fileId}-gone`, until: '2026-12-01T00:00:00.000Z', keptAt: at }),
      storedEvent('OnboardingDataChecked', { userId, fields: {}, checkedAt: later }),
      storedEvent('MeetingScheduled', { userId, slotId, start, end, scheduledAt: at }),
      storedEvent('MeetingCancelled', { userId, slotId, cancelledAt: later }),
      storedEvent('OnboardingDataChecked', { userId: gone, fields: {}, checkedAt: at }),
      storedEvent('AccountDeleted', { userId: gone, deletedAt: later }),
    ];
    const rowsOf = async (userId: string, slotId: string, fileId: string, gone: string) => ({
      onboarding: await db().selectFrom('onboarding').selectAll().where('user_id', 'in', [userId, gone]).execute(),
      slot: await slot(slotId),
      kept: [await kept(fileId), await kept(`${fileId}-gone`)],
    });
    const one = [randomUUID(), randomUUID(), randomUUID(), randomUUID()] as const;
    const rebuilt = [randomUUID(), randomUUID(), randomUUID(), randomUUID()] as const;
    await spec.given(...history(...one));
    await spec.givenViaBatchForm(...history(...rebuilt));
    const rows = await rowsOf(...rebuilt);
    expect(rows.onboarding).toHaveLength(1);
    expect(rows.onboarding[0]).toMatchObject({ ...empty, user_id: rebuilt[0], data_checked_at: new Date(later), cv_file_id: 'f1', cv_file_name: 'cv.pdf', cv_file_kind: 'pdf', cv_file_size: 2048, cv_uploaded_at: new Date(at) });
    expect(rows.slot).toEqual({ start_at: new Date(start), end_at: new Date(end), opened_by: 'staff-1', booked_by: null, closed: true });
    expect(rows.kept).toEqual([{ user_id: rebuilt[0], kept_until: new Date('2026-12-01T00:00:00.000Z') }, undefined]);
    const oneByOne = await rowsOf(...one);
    expect({ ...oneByOne, onboarding: oneByOne.onboarding.map((r) => ({ ...r, user_id: '', last_position: '' })), kept: oneByOne.kept.map((r) => r && { ...r, user_id: '' }) }).toEqual({
      ...rows,
      onboarding: rows.onboarding.map((r) => ({ ...r, user_id: '', last_position: '' })),
      kept: rows.kept.map((r) => r && { ...r, user_id: '' }),
    });
  });
});
