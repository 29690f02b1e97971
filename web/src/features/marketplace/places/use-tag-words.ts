import { useEffect, useState } from 'react';
import { placesApi } from './places-api';

export const TAG_WORDS_KEY = 'jobswipe.tagWords';
export const TAG_WORDS_MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000;

type Kept = { tags: string[]; savedAt: number };

const kept = (now: number): Kept | null => {
  try {
    const value = JSON.parse(localStorage.getItem(TAG_WORDS_KEY) ?? 'null') as Kept | null;
    return value && Array.isArray(value.tags) && now - value.savedAt < TAG_WORDS_MAX_AGE_MS ? value : null;
  } catch {
    return null;
  }
};

// The tag words for suggestions: kept in the browser and asked for again once they are 7 days old.
export function useTagWords(): string[] {
  const [fresh] = useState(() => kept(Date.now()));
  const { data } = placesApi.useGetTagsDataQuery({}, { skip: fresh !== null });
  useEffect(() => {
    if (data) localStorage.setItem(TAG_WORDS_KEY, JSON.stringify({ tags: data.tags, savedAt: Date.now() } satisfies Kept));
  }, [data]);
  return fresh?.tags ?? data?.tags ?? [];
}

// Up to eight tag words starting with what was typed (then containing it), leaving out those chosen.
export const suggestTags = (words: readonly string[], typed: string, chosen: readonly string[], limit = 8): string[] => {
  const needle = typed.trim().toLowerCase();
  if (!needle) return [];
  const taken = new Set(chosen.map((t) => t.toLowerCase()));
  const open = words.filter((w) => !taken.has(w.toLowerCase()));
  const starts = open.filter((w) => w.toLowerCase().startsWith(needle));
  const inside = open.filter((w) => !w.toLowerCase().startsWith(needle) && w.toLowerCase().includes(needle));
  return [...starts, ...inside].slice(0, limit);
};
