import { MAX_BEST_TAGS, MAX_TAGS } from '@contracts/marketplace/jobs/job';

export type TagState = { tags: string[]; selectedTags: string[] };
export type TagProblem = 'tagLimit' | 'bestLimit';
type TagResult = { state: TagState; problem?: TagProblem };

const sameTag = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

// Up to 10 tags; a tag already there (any case) is not added twice.
export const addTag = (state: TagState, raw: string): TagResult => {
  const tag = raw.trim();
  if (!tag || state.tags.some((existing) => sameTag(existing, tag))) return { state };
  if (state.tags.length >= MAX_TAGS) return { state, problem: 'tagLimit' };
  return { state: { ...state, tags: [...state.tags, tag] } };
};

// Removing a tag also unmarks it as best.
export const removeTag = (state: TagState, tag: string): TagState => ({
  tags: state.tags.filter((existing) => existing !== tag),
  selectedTags: state.selectedTags.filter((existing) => existing !== tag),
});

// Up to 3 tags marked best; marking a fourth is refused.
export const toggleBest = (state: TagState, tag: string): TagResult => {
  if (state.selectedTags.includes(tag)) return { state: { ...state, selectedTags: state.selectedTags.filter((t) => t !== tag) } };
  if (!state.tags.includes(tag)) return { state };
  if (state.selectedTags.length >= MAX_BEST_TAGS) return { state, problem: 'bestLimit' };
  return { state: { ...state, selectedTags: [...state.selectedTags, tag] } };
};
