import { describe, it } from 'vitest';
import type { SitemapEvent } from '../../../contracts/marketplace/sitemap/events';
import { DeciderSpecification } from '../../../tests/support/specification/decider-specification';
import { sitemapWordsDecider } from './sitemap-words';

const given = DeciderSpecification.for(sitemapWordsDecider);
const now = new Date('2026-11-29T10:00:00.000Z');
const saved = (words: string[]): SitemapEvent => ({ type: 'SitemapWordsSaved', data: { words, savedAt: now.toISOString() } });

describe('the sitemap words decider', () => {
  it('records the first list saved whole', () => {
    given([]).when({ type: 'Save', words: ['react', 'qa tester'], now }).then([saved(['react', 'qa tester'])]);
  });

  it('records a list that differs from the last one, even only by its order or an emptied list', () => {
    given([saved(['react', 'qa tester'])]).when({ type: 'Save', words: ['qa tester', 'react'], now }).then([saved(['qa tester', 'react'])]);
    given([saved(['react'])]).when({ type: 'Save', words: [], now }).then([saved([])]);
  });

  it('records nothing when the list is the one saved last', () => {
    given([saved(['react', 'qa tester'])]).when({ type: 'Save', words: ['react', 'qa tester'], now }).then([]);
    given([]).when({ type: 'Save', words: [], now }).then([]);
  });
});
