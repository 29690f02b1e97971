import { coreMessages, say } from './messages';

// Text that the database and every client can hold: no NUL character (PostgreSQL text and jsonb
// refuse it) and no lone UTF-16 surrogate (it is not a character and jsonb refuses its escape).
// The call router applies this to every request body, so a new call is covered without doing anything.

export const MAX_BODY_DEPTH = 32;

export type UnsafeInputIssue = { path: string; message: string };

const NUL = '\u0000';
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

// What is wrong with a text, if anything: said of a value, of a field's name, or of the named field
// of a form (a multipart body, whose issue has no path).
export const unsafeTextReason = (text: string, of: 'value' | 'name' | { field: string } = 'value'): string | null => {
  const nul = text.includes(NUL);
  if (!nul && !LONE_SURROGATE.test(text)) return null;
  if (of === 'value') return say(nul ? coreMessages.NulCharacter : coreMessages.BrokenCharacter);
  if (of === 'name') return say(nul ? coreMessages.NulCharacterInName : coreMessages.BrokenCharacterInName);
  return say(nul ? coreMessages.NulCharacterInField : coreMessages.BrokenCharacterInField, of);
};

// Walks a parsed JSON body without recursion, so a deeply nested body cannot exhaust the stack.
export function findUnsafeInput(body: unknown, maxDepth = MAX_BODY_DEPTH, maxIssues = 20): UnsafeInputIssue[] {
  const issues: UnsafeInputIssue[] = [];
  const stack: { value: unknown; path: string[] }[] = [{ value: body, path: [] }];
  while (stack.length && issues.length < maxIssues) {
    const { value, path } = stack.pop()!;
    if (typeof value === 'string') {
      const reason = unsafeTextReason(value);
      if (reason) issues.push({ path: path.join('.'), message: reason });
      continue;
    }
    if (typeof value !== 'object' || value === null) continue;
    if (path.length >= maxDepth) {
      issues.push({ path: path.join('.'), message: say(coreMessages.NestedTooDeep, { depth: maxDepth }) });
      continue;
    }
    const entries = Array.isArray(value) ? value.map((v, i) => [String(i), v] as const) : Object.entries(value);
    for (const [key, child] of entries) {
      const keyReason = unsafeTextReason(key, 'name');
      if (keyReason) issues.push({ path: [...path, key.replace(/[\u0000\ud800-\udfff]/g, '?')].join('.'), message: keyReason });
      else stack.push({ value: child, path: [...path, key] });
    }
  }
  return issues;
}
