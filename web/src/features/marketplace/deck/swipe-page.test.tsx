import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { fakeServer, sampleJob, sampleListItem } from '../../../test/fake-server';
import { renderWithApp } from '../../../test/render';
import { closeProDialog, useProDialogState } from '../payments/pro-dialog-state';
import { SwipePage } from './swipe-page';
import { loadTestStrings, sampleUser } from '../../../test/samples';

beforeAll(loadTestStrings);
afterEach(() => {
  vi.unstubAllGlobals();
  closeProDialog();
});

const card = (id: string, title: string) => ({
  histogramType: 'jobs',
  objectId: id,
  promoted: false,
  job: sampleListItem(id, { title }),
  profile: null,
  match: { matchingTags: ['react'], seniority: { wanted: 'Senior', offered: 'Senior', same: true }, distanceKm: 4.4, score: 10 },
});

const answers = (deck: unknown[]) => ({
  getUserData: () => ({ body: { user: sampleUser() } }),
  getSwipeDeck: () => ({ body: { cards: deck, jobId: null } }),
  getUserActivity: () => ({ body: { list: [], total: 0, flags: { hasJobsSuggestion: false, hasMatchesCan: false, hasApplicants: false, hasMatchesRec: false } } }),
  skipSuggestion: () => ({ body: { skipped: true } }),
  undoSkip: () => ({ body: { objectId: 'j1', histogramType: 'jobs' } }),
  applyHistObject: () => ({ body: { limitReached: false, applies: [], isMatch: false, mailRecieverData: [], showNotification: true } }),
});

const ProProbe = () => {
  const { open, reason } = useProDialogState();
  return <span data-testid="pro-dialog">{`${open ? 'open' : 'closed'} ${reason}`}</span>;
};

const topCard = () => screen.getByTestId('deck-top-card');

describe('the swipe deck', () => {
  it("shows one card with 'How you match', skips it with ←, and brings it back with Backspace", async () => {
    const server = fakeServer(answers([card('j1', 'First Job'), card('j2', 'Second Job')]));
    renderWithApp(<SwipePage />, { token: 'user-token', kind: 'user' });
    await waitFor(() => expect(topCard().textContent).toContain('First Job'));
    expect(topCard().textContent).toContain('How you match');
    expect(topCard().textContent).toContain('4 km away');

    fireEvent.keyDown(window, { key: 'ArrowLeft' });
    await waitFor(() => expect(server.callsTo('skipSuggestion')[0]?.body).toEqual({ objectId: 'j1', histogramType: 'jobs' }));
    await waitFor(() => expect(topCard().textContent).toContain('Second Job'));

    fireEvent.keyDown(window, { key: 'Backspace' });
    await waitFor(() => expect(server.callsTo('undoSkip')).toHaveLength(1));
    await waitFor(() => expect(topCard().textContent).toContain('First Job'));
  });

  it("shows the start of the job's description on the card, as text, and fetches the next card's ahead", async () => {
    const server = fakeServer({
      ...answers([card('j1', 'First Job'), card('j2', 'Second Job')]),
      getHistogramObject: (body) => {
        const id = (body as { id: string }).id;
        return { body: { result: sampleJob(id, { description: `<p>We build <strong>${id}</strong> tools.</p><ul><li><a href="https://example.com">Remote</a> days</li></ul>` }) } };
      },
    });
    renderWithApp(<SwipePage />, { token: 'user-token', kind: 'user' });
    await waitFor(() => expect(topCard().textContent).toContain('First Job'));
    await waitFor(() => expect(screen.getAllByTestId('deck-card-summary').map((s) => s.textContent)).toContain('We build j1 tools.\nRemote days'));
    // no markup or links on a card that is dragged
    expect(topCard().querySelector('[data-testid="deck-card-summary"] a, [data-testid="deck-card-summary"] strong')).toBeNull();
    expect(server.callsTo('getHistogramObject').map((c) => (c.body as { id: string }).id).sort()).toEqual(['j1', 'j2']);
  });

  it('applies with → and says so', async () => {
    const server = fakeServer(answers([card('j1', 'First Job')]));
    renderWithApp(<SwipePage />, { token: 'user-token', kind: 'user' });
    await waitFor(() => expect(topCard().textContent).toContain('First Job'));
    fireEvent.keyDown(window, { key: 'ArrowRight' });
    await waitFor(() => expect(server.callsTo('applyHistObject')[0]?.body).toMatchObject({ histogramType: 'jobs', objectId: 'j1' }));
    await screen.findByText("You've seen everything for now");
  });

  it('opens the Pro dialog when the free applications ran out, and keeps the card', async () => {
    const server = fakeServer({
      ...answers([card('j1', 'First Job')]),
      applyHistObject: () => ({ body: { limitReached: true, applies: [], isMatch: false, mailRecieverData: [], showNotification: false } }),
    });
    renderWithApp(
      <>
        <SwipePage />
        <ProProbe />
      </>,
      { token: 'user-token', kind: 'user' },
    );
    await waitFor(() => expect(topCard().textContent).toContain('First Job'));
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(screen.getByTestId('pro-dialog').textContent).toBe('open likeLimitReached'));
    await waitFor(() => expect(server.callsTo('applyHistObject')).toHaveLength(1));
    await waitFor(() => expect(topCard().textContent).toContain('First Job'));
  });
});
