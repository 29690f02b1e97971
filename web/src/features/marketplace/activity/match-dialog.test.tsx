import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { MatchMadeMessage } from '@contracts/marketplace/activity/live';
import { fakeServer } from '../../../test/fake-server';
import { renderWithApp } from '../../../test/render';
import { MatchDialog } from './match-dialog';
import { loadTestStrings } from '../../../test/samples';

beforeAll(loadTestStrings);
afterEach(() => vi.unstubAllGlobals());

const match: MatchMadeMessage = {
  matchId: 'job-1:seeker-1',
  jobId: 'job-1',
  seekerId: 'seeker-1',
  recruiterId: 'rec-1',
  matchedAt: '2026-11-23T10:00:00.000Z',
  jobTitle: 'Platform Engineer',
  company: 'Acme Labs',
  other: { userId: 'rec-1', name: 'Maya Recruiter', email: 'maya@example.com', phone: '050-1111111' },
  position: '42',
};

const message = (text: string) => ({ message: { id: 'm1', matchId: match.matchId, senderId: 'seeker-1', text, sentAt: '2026-11-23T10:01:00.000Z', position: '43' } });

describe('the match dialog', () => {
  it('shows who and which job, with email and call links from the message', async () => {
    fakeServer({});
    renderWithApp(<MatchDialog match={match} onClose={() => undefined} />);
    const dialog = await screen.findByRole('dialog', { name: "It's a match!" });
    expect(dialog.textContent).toContain('Maya Recruiter');
    expect(dialog.textContent).toContain('Platform Engineer');
    expect(screen.getByRole('link', { name: 'Email' }).getAttribute('href')).toBe('mailto:maya@example.com');
    expect(screen.getByRole('link', { name: 'Call' }).getAttribute('href')).toBe('tel:050-1111111');
  });

  it("sends the 'Say something nice!' text to the match, then closes", async () => {
    const server = fakeServer({ sendMessage: (body) => ({ body: message((body as { text: string }).text) }) });
    const onClose = vi.fn();
    renderWithApp(<MatchDialog match={match} onClose={onClose} />, { token: 'user-token', kind: 'user' });
    const send = await screen.findByRole('button', { name: 'Send' });
    expect(send.hasAttribute('disabled')).toBe(true);
    fireEvent.change(screen.getByPlaceholderText('Say something nice!'), { target: { value: '  Hello Maya!  ' } });
    fireEvent.click(send);
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(server.callsTo('sendMessage')[0]?.body).toEqual({ matchId: 'job-1:seeker-1', text: 'Hello Maya!' });
  });

  it('closes on Keep Swiping without sending anything', async () => {
    const server = fakeServer({});
    const onClose = vi.fn();
    renderWithApp(<MatchDialog match={{ ...match, other: { ...match.other, email: null, phone: null } }} onClose={onClose} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Keep Swiping' }));
    expect(onClose).toHaveBeenCalled();
    expect(screen.queryByRole('link', { name: 'Call' })).toBeNull();
    expect(server.callsTo('sendMessage')).toHaveLength(0);
  });
});
