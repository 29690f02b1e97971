import { beforeAll, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import i18n from 'i18next';
import type { Review } from '@contracts/marketplace/companies/review';
import { fakeServer } from '../../../test/fake-server';
import { renderWithApp } from '../../../test/render';
import { en } from './locales/en';
import { ReviewCard } from './review-card';

beforeAll(() => {
  i18n.addResourceBundle('en', 'companies', en, true, true);
});

const review = (id: string, title: string, change: Partial<Review> = {}): Review =>
  ({ _id: id, type: 'interview', company: 'c1', rating: 3, title, interviewProcess: '<p>A call</p>', difficulty: 3, gotOffer: 'none', helpful: [], mine: false, markedHelpful: false, datecreated: '2026-11-20T09:00:00.000Z', ...change }) as Review;

const cards = (...reviews: Review[]) => (
  <>
    {reviews.map((r) => (
      <ReviewCard key={r._id} review={r} company="Acme Labs" onHelpful={() => undefined} marking={false} />
    ))}
  </>
);

describe('the review card', () => {
  it('reports a review with its company, then hides Report; never on one’s own review', async () => {
    const server = fakeServer({
      getMyReports: () => ({ body: { reports: [{ type: 'interview', objectId: 'done' }] } }),
      reportObject: () => ({ body: { reports: [{ type: 'interview', objectId: 'done' }, { type: 'interview', objectId: 'r1' }], message: 'Thank you, the site administrators will look at your report', messageCode: 'ReportSent' } }),
    });
    renderWithApp(cards(review('r1', 'Data Analyst'), review('mine', 'My interview', { mine: true }), review('done', 'Reported before')), { token: 'user-token', kind: 'user' });
    const report = await screen.findByRole('button', { name: 'Report Data Analyst' });
    // one's own review and one reported already offer no Report
    expect(screen.getAllByRole('button', { name: /^Report/ })).toHaveLength(1);
    expect(within(screen.getByRole('article', { name: 'My interview' })).getByRole('group').textContent).not.toMatch(/Report/);

    fireEvent.click(report);
    const dialog = await screen.findByRole('dialog', { name: 'Report Data Analyst' });
    fireEvent.click(within(dialog).getByRole('radio', { name: 'Fake or misleading' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send report' }));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Report Data Analyst' })).toBeNull());
    expect(server.callsTo('reportObject').map((c) => c.body)).toEqual([{ objectId: 'r1', type: 'interview', reason: 'Fake', company: 'Acme Labs' }]);
  });
});
