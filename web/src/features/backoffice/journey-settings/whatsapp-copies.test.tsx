import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen } from '@testing-library/react';
import { fakeServer } from '../../../test/fake-server';
import { renderWithApp } from '../../../test/render';
import { loadJourneySettingsStrings } from './journey-settings-strings';
import { COPIED_FOR_MS, WhatsAppCopies } from './whatsapp-copies';

beforeAll(loadJourneySettingsStrings);
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

// Sunday 29 November 2026, 08:00 in Israel
const sunday = () => new Date('2026-11-29T06:00:00.000Z');

describe('the WhatsApp copy buttons', () => {
  it('start from the Thursday on a Sunday, copy the text asked for from the day chosen, and say Copied for 2 seconds', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const writeText = vi.fn(async () => undefined);
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    const server = fakeServer({
      getNewsletterWhatsApp: (body) => ({ body: { from: (body as { from: string }).from, text: '*JobHunt newsletter*', jobs: 2, parts: 1, clients: 1 } }),
      getQuestionairesStatuses: () => ({ body: { from: '2026-11-20', text: '*Questionnaires: 3*', counts: [{ status: 'new', count: 3 }], total: 3, leads: 0 } }),
    });
    renderWithApp(<WhatsAppCopies now={sunday} />);
    const day = screen.getByLabelText('From') as HTMLInputElement;
    expect(day.value).toBe('2026-11-26');

    fireEvent.click(screen.getByRole('button', { name: 'Newsletter WhatsApp' }));
    expect(await screen.findByRole('button', { name: 'Copied' })).toBeTruthy();
    expect(writeText).toHaveBeenCalledWith('*JobHunt newsletter*');
    expect(server.callsTo('getNewsletterWhatsApp')[0]?.body).toEqual({ from: '2026-11-26' });
    expect(screen.getByText('Copied: paste it into WhatsApp')).toBeTruthy();
    act(() => vi.advanceTimersByTime(COPIED_FOR_MS));
    expect(screen.queryByRole('button', { name: 'Copied' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Newsletter WhatsApp' })).toBeTruthy();

    fireEvent.change(day, { target: { value: '2026-11-20' } });
    fireEvent.click(screen.getByRole('button', { name: 'Questionaires Statuses' }));
    expect(await screen.findByRole('button', { name: 'Copied' })).toBeTruthy();
    expect(server.callsTo('getQuestionairesStatuses')[0]?.body).toEqual({ from: '2026-11-20' });
    expect((screen.getByLabelText('The text copied') as HTMLTextAreaElement).value).toBe('*Questionnaires: 3*');
  });

  it('keeps the text on screen to copy by hand when the browser refuses the clipboard', async () => {
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText: vi.fn(async () => Promise.reject(new Error('denied'))) } });
    fakeServer({ getNewsletterWhatsApp: () => ({ body: { from: '2026-11-26', text: 'news', jobs: 0, parts: 0, clients: 0 } }) });
    renderWithApp(<WhatsAppCopies now={sunday} />);
    fireEvent.click(screen.getByRole('button', { name: 'Newsletter WhatsApp' }));
    expect(await screen.findByText('The browser did not let the page copy: select the text below and copy it')).toBeTruthy();
    expect((screen.getByLabelText('The text copied') as HTMLTextAreaElement).value).toBe('news');
  });
});
