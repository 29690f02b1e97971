import type { z } from 'zod';
import { translateCode, translateMessage } from '../../../app/i18n';
import { errorIssues } from '../../../shared/api-error';

export type Problems<K extends string> = Partial<Record<K, string>>;

// The problems the browser tells before a call, by field (the contract's own rules).
export function schemaProblems<K extends string>(schema: z.ZodType, form: unknown): Problems<K> {
  const checked = schema.safeParse(form);
  return checked.success ? {} : (Object.fromEntries(checked.error.issues.map((i) => [String(i.path[0]), translateMessage(i.message)])) as Problems<K>);
}

// What the server refused, on its fields (registerData.email, newOccurenceData.limit, …).
export const serverProblems = <K extends string>(error: unknown): Problems<K> =>
  Object.fromEntries(errorIssues(error).map((i) => [i.path.split('.').at(-1)!, i.code ? translateCode('messages', i.code, i.params, i.message) : i.message])) as Problems<K>;
