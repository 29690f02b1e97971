import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { coreMessages, defineMessages, messageCoder, say } from './messages';

const jobs = defineMessages({ TitleRequired: 'Title is required', TooManyTags: 'Use at most {{maximum}} tags', Between: 'From {{from}} to {{to}}' });
const codeOf = messageCoder([coreMessages, jobs]);

describe('messages by code', () => {
  it('fills a template and reads the code and parameters back from the text', () => {
    expect(say(jobs.TooManyTags, { maximum: 10 })).toBe('Use at most 10 tags');
    expect(codeOf('Use at most 10 tags')).toEqual({ code: 'TooManyTags', params: { maximum: '10' } });
    expect(codeOf('From 3 to 7')).toEqual({ code: 'Between', params: { from: '3', to: '7' } });
    expect(codeOf('Title is required')).toEqual({ code: 'TitleRequired', params: {} });
    expect(codeOf('Something nobody says')).toBeNull();
    // a template's own characters are literal, never a pattern
    expect(messageCoder([{ Odd: 'Costs $ (a lot) {{n}}.' }])('Costs $ (a lot) 5.')).toEqual({ code: 'Odd', params: { n: '5' } });
  });

  it("says zod's generic issues in plain words that carry a code", () => {
    const schema = z.object({
      name: z.string().min(2),
      bio: z.string().max(5),
      tags: z.array(z.string()).max(1),
      age: z.number().int().min(18),
      kind: z.enum(['a', 'b']),
      email: z.email(),
      missing: z.string(),
    }).strict();
    const result = schema.safeParse({ name: 'x', bio: 'too long', tags: ['a', 'b'], age: 3, kind: 'c', email: 'nope', extra: 1 });
    expect(result.success).toBe(false);
    const said = Object.fromEntries(result.error!.issues.map((i) => [i.path.join('.') || 'root', i.message]));
    expect(said).toEqual({
      name: 'Use at least 2 characters',
      bio: 'Use at most 5 characters',
      tags: 'Choose at most 1',
      age: 'Use 18 or more',
      kind: 'Choose one of: a, b',
      email: 'Enter a valid email address',
      missing: 'Required',
      root: 'Remove the field extra: this call does not take it',
    });
    for (const message of Object.values(said)) expect(codeOf(message), message).not.toBeNull();
    expect(codeOf(said.name!)).toEqual({ code: 'TooShort', params: { minimum: '2' } });
  });
});
