import { expect, it } from 'vitest';
import type { Partner } from '../../../contracts/backoffice/partners/ids';
import { partnerQuotas } from '../../../query/backoffice/partners/get-partner-clients';
import { describeProjection } from '../../../tests/support/specification/projection-specification';
import { storedEvent } from '../../../tests/support/specification/stored-event';
import { partnerClientProjection } from './partner-client.projection';

const at = '2026-11-20T09:00:00.000Z';

describeProjection(partnerClientProjection, (spec, db) => {
  // the handlers (live) and the batch form (a rebuild) each for a partner of their own
  const paths: [string, Partner, typeof spec.given][] = [
    ['as the handlers apply them', 'first', (...events) => spec.given(...events)],
    ['through the batch form', 'second', (...events) => spec.givenViaBatchForm(...events)],
  ];
  it.each(paths)('keeps two packages added in the same millisecond, in the order they were added, %s', async (_how, partner, apply) => {
    await apply(
      storedEvent('PartnerQuotaAdded', { partner, count: 4, date: '2026-08-20', addedAt: at }),
      storedEvent('PartnerQuotaAdded', { partner, count: 6, date: '2026-10-20', addedAt: at }),
    );
    expect(await partnerQuotas(db(), partner)).toEqual([
      { count: 4, date: '2026-08-20' },
      { count: 6, date: '2026-10-20' },
    ]);
  });
});
