import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { gazetteerPlaces, type GazetteerRow } from '@contracts/marketplace/places/gazetteer';
import { renderWithApp } from '../test/render';
import { inHebrew } from '../test/in-hebrew';
import { SearchBox } from './search-box';
import { emptySearch, type SearchCriteria } from './search-slug';

// A few rows in the gazetteer's own form: what the field finds is known.
const rows: GazetteerRow[] = [
  ['Eilat', 'אילת', 29.55805, 34.94821, 'IL', 'Elat|Elath'],
  ['Qiryat Shmona', 'קריית שמונה', 33.20733, 35.57212, 'IL', 'Kiryat Shmona|Qiryat Shemona'],
  ['Paris', '', 48.85341, 2.3488, 'FR'],
];
const load = vi.hoisted(() => vi.fn());
vi.mock('./gazetteer/load-gazetteer', () => ({ loadGazetteer: load, loadedGazetteer: () => null }));
load.mockImplementation(async () => gazetteerPlaces({ attribution: '', places: rows }));
afterEach(() => load.mockClear());

const field = () => screen.getByRole('combobox', { name: /^(near|ליד): /i });

const show = (value: SearchCriteria = emptySearch) => {
  const onSearch = vi.fn<(search: SearchCriteria) => void>();
  renderWithApp(<SearchBox value={value} onSearch={onSearch} />);
  return onSearch;
};

// The field is a plain stand-in until it is first focused; then the autocomplete takes its place.
const typeInField = async (text: string) => {
  fireEvent.focus(field());
  await waitFor(() => expect(field().getAttribute('aria-expanded')).toBe('true'));
  fireEvent.change(field(), { target: { value: text } });
};

describe('the search box\'s place', () => {
  it('offers the built-in places on focus, and loads the gazetteer only once something is typed', async () => {
    show();
    fireEvent.focus(field());
    expect(await screen.findByRole('option', { name: 'Tel Aviv' })).toBeTruthy();
    expect(screen.getAllByRole('option')).toHaveLength(16);
    expect(load).not.toHaveBeenCalled();
    fireEvent.change(field(), { target: { value: 'Kiryat Sh' } });
    expect(await screen.findByRole('option', { name: 'Qiryat Shmona' })).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('searches near a gazetteer place by its coordinates and names', async () => {
    const onSearch = show();
    await typeInField('Eil');
    fireEvent.click(await screen.findByRole('option', { name: 'Eilat' }));
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(onSearch).toHaveBeenCalledWith({ query: '', placeIndex: null, coordinates: { lng: 34.94821, lat: 29.55805, locality: 'Eilat', country: 'Israel' } });
  });

  it('searches near a built-in place by its index, as the address has always named it', async () => {
    const onSearch = show({ query: 'qa', placeIndex: null, coordinates: { lng: 34.94821, lat: 29.55805, locality: 'Eilat', country: 'Israel' } });
    expect((field() as HTMLInputElement).value).toBe('Eilat');
    await typeInField('Haifa');
    fireEvent.click(await screen.findByRole('option', { name: 'Haifa' }));
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(onSearch).toHaveBeenCalledWith({ query: 'qa', placeIndex: 3 });
  });

  it('says to type a location while nothing matches', async () => {
    show();
    await typeInField('Zzyzx');
    expect(await screen.findByText('Type a Location')).toBeTruthy();
  });

  describe('in Hebrew', () => {
    inHebrew();

    it('finds a place by its Hebrew name and shows it in Hebrew', async () => {
      const onSearch = show();
      await typeInField('קריית');
      fireEvent.click(await screen.findByRole('option', { name: 'קריית שמונה' }));
      expect((field() as HTMLInputElement).value).toBe('קריית שמונה');
      fireEvent.submit(screen.getByRole('search'));
      expect(onSearch).toHaveBeenCalledWith(expect.objectContaining({ coordinates: expect.objectContaining({ locality: 'Qiryat Shmona', lat: 33.20733 }) }));
    });
  });
});
