import { z } from 'zod';
import { calls } from '../../contracts/calls';
import type { CallDefinition, RateLimitClass } from '../../contracts/core/call';
import { apiErrorSchema } from '../../contracts/core/errors';
import { bodyLimitOf } from './call-router';

const kib = (n: number) => (n >= 1024 * 1024 ? `${Math.round(n / 1024 / 1024)} MB` : `${Math.round(n / 1024)} KB`);

// What each abuse-limit class counts (ops/server/security.ts holds the numbers).
const limitedBy: Record<RateLimitClass, string> = {
  auth: 'Too many attempts from this address, or for this account (which is then locked for a while, code AccountLocked)',
  authMail: 'Too many attempts from this address or for this account, or too many mails to this address this hour',
  guestWrite: 'Too many writes from this address by visitors without an account',
};

const retryAfter = (what: string) => ({ 'Retry-After': { description: what, schema: { type: 'integer', minimum: 1 } } });

// The answers the router gives every call before or around its handler, as the call declares them.
function routerResponses(call: CallDefinition, error: { content: object }): Record<number, object> {
  const json = (description: string) => ({ description, ...error });
  const responses: Record<number, object> = {
    413: json(`The body is larger than this call accepts (${kib(bodyLimitOf(call))}, ${bodyLimitOf(call)} bytes); nothing changed`),
    415: json(
      call.multipart
        ? 'Sent as something other than multipart/form-data (JSON included), or a file of a type this call does not accept'
        : 'Sent as something other than UTF-8 JSON (another content type or charset, or an unknown Content-Encoding)',
    ),
    503: { ...json('The database is unavailable for a moment'), headers: retryAfter('Seconds to wait before trying again') },
  };
  if (call.rateLimit) responses[429] = { ...json(`${limitedBy[call.rateLimit]}; nothing changed`), headers: retryAfter('Seconds until the call is accepted again') };
  return responses;
}

// An OpenAPI 3.1 document generated from the call table, for integrators.
export function buildOpenApi(product: string, table: Readonly<Record<string, CallDefinition>> = calls): object {
  const errorSchema = z.toJSONSchema(apiErrorSchema, { io: 'output' });
  const error = { content: { 'application/json': { schema: errorSchema } } };
  const paths = Object.fromEntries(
    Object.entries(table).map(([name, call]) => [
      `/api/${name}`,
      {
        post: {
          operationId: name,
          summary: call.summary,
          tags: [call.kind],
          description: `Access: ${call.access}${call.rateLimit ? `; rate limited (${call.rateLimit})` : ''}`,
          ...(call.access === 'anonymous' ? { security: [] } : {}),
          requestBody: {
            required: true,
            content: { [call.multipart ? 'multipart/form-data' : 'application/json']: { schema: z.toJSONSchema(call.input, { io: 'input', unrepresentable: 'any' }) } },
          },
          responses: {
            200: { description: 'OK', content: { 'application/json': { schema: z.toJSONSchema(call.output, { io: 'output', unrepresentable: 'any' }) } } },
            400: { description: 'Bad input; nothing changed', ...error },
            401: { description: 'Missing, invalid or expired token', ...error },
            403: { description: 'Not allowed for this user', ...error },
            409: { description: 'Conflict', ...error },
            ...routerResponses(call, error),
            500: { description: 'Unexpected fault, with a correlation id', ...error },
          },
        },
      },
    ]),
  );
  return {
    openapi: '3.1.0',
    info: { title: `${product} API`, version: '1' },
    components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
    security: [{ bearer: [] }],
    paths,
  };
}
