import { describe, expect, it } from 'vitest';
import { answerOf, forumParamOf, newQuestion, parseForumParam, slugOf } from './forum';

describe('the forum address', () => {
  it('reads the list, its pages, a search and a topic, and writes them back', () => {
    expect(parseForumParam('')).toEqual({ kind: 'list', keywords: '', page: 1 });
    expect(parseForumParam('_P3')).toEqual({ kind: 'list', keywords: '', page: 3 });
    expect(parseForumParam('ראיון-וויקס-Interviews-SRCH_Q0,11_P2')).toEqual({ kind: 'list', keywords: 'ראיון וויקס', page: 2 });
    expect(parseForumParam('ראיון-בוויקס-a1b2c3d4e5f6')).toEqual({ kind: 'topic', topicId: 'a1b2c3d4e5f6', page: 1 });
    for (const place of [
      { kind: 'list', keywords: 'react home task', page: 2 },
      { kind: 'topic', topicId: 'a1b2c3d4e5f6', page: 1 },
    ] as const)
      expect(parseForumParam(forumParamOf(place, 'Interview at Wix!'))).toEqual(place);
    expect(slugOf('ראיון ב-Wix: שני סבבים!')).toBe('ראיון-ב-Wix-שני-סבבים');
  });
});

describe('the anti-spam question', () => {
  it('asks about two different numbers 1–99; the answer is the larger or the smaller', () => {
    for (const r of [0, 0.5, 0.999999]) {
      const q = newQuestion(() => r);
      expect(q.x).not.toBe(q.y);
      for (const n of [q.x, q.y]) expect(n >= 1 && n <= 99).toBe(true);
    }
    expect(answerOf({ kind: 'larger', x: 12, y: 70 })).toBe(70);
    expect(answerOf({ kind: 'smaller', x: 12, y: 70 })).toBe(12);
  });
});
