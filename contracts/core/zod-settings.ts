// zod's settings for every schema, server and browser: no eval under the browser's CSP, and the
// generic issues said as the core catalog's messages. The web's entry imports this file alone, so
// the first screen gets the settings without the schema builders (no schema is made here).
import { z } from 'zod';
import { say } from './message-basics';
import { schemaMessages as coreMessages } from './schema-messages';

type Issue = z.core.$ZodRawIssue;

// zod's issue as one of the core catalog's messages: the code decides, the message is the catalog's.
function coreMessageOf(issue: Issue): string | undefined {
  const { code } = issue;
  if (code === 'invalid_type') return issue.input === undefined || issue.input === null ? say(coreMessages.Required) : undefined;
  if (code === 'invalid_value' && 'values' in issue) return say(coreMessages.ChooseOneOf, { values: issue.values.join(', ') });
  if (code === 'too_small') {
    const minimum = Number(issue.minimum);
    if (issue.origin === 'string') return say(coreMessages.TooShort, { minimum });
    if (issue.origin === 'array' || issue.origin === 'set') return say(coreMessages.TooFewItems, { minimum });
    if (issue.origin === 'number' || issue.origin === 'int' || issue.origin === 'bigint') return say(coreMessages.TooSmall, { minimum });
  }
  if (code === 'too_big') {
    const maximum = Number(issue.maximum);
    if (issue.origin === 'string') return say(coreMessages.TooLong, { maximum });
    if (issue.origin === 'array' || issue.origin === 'set') return say(coreMessages.TooManyItems, { maximum });
    if (issue.origin === 'number' || issue.origin === 'int' || issue.origin === 'bigint') return say(coreMessages.TooBig, { maximum });
  }
  if (code === 'invalid_format') {
    if (issue.format === 'email') return say(coreMessages.InvalidEmail);
    if (issue.format === 'url') return say(coreMessages.InvalidUrl);
    if (issue.format === 'datetime' || issue.format === 'date') return say(coreMessages.InvalidDate);
  }
  if (code === 'unrecognized_keys') return say(coreMessages.UnknownField, { keys: issue.keys.join(', ') });
  return undefined;
}

z.config({
  // The browser runs under a Content-Security-Policy without 'unsafe-eval': zod must not compile
  // parsers with new Function there (even its probe is reported as a violation). The server keeps the JIT.
  jitless: typeof window !== 'undefined',
  customError: coreMessageOf,
});
