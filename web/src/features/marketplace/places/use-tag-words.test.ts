import { describe, expect, it } from 'vitest';
import { suggestTags } from './use-tag-words';

describe('tag suggestions', () => {
  const words = ['React', 'Node.js', 'PostgreSQL', 'React Native', 'Preact', 'Python'];

  it('offers the words starting with what was typed, then those containing it, without the chosen ones', () => {
    expect(suggestTags(words, 'rea', [])).toEqual(['React', 'React Native', 'Preact']);
    expect(suggestTags(words, ' REACT', ['react'])).toEqual(['React Native', 'Preact']);
  });

  it('offers nothing before anything is typed, and at most the limit', () => {
    expect(suggestTags(words, '  ', [])).toEqual([]);
    expect(suggestTags(words, 'p', [], 2)).toEqual(['PostgreSQL', 'Preact']);
  });
});
