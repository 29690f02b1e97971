import { z } from 'zod';
import { calls } from '../../contracts/calls';
import { apiErrorSchema } from '../../contracts/core/errors';

// An OpenAPI 3.1 document generated from the call table, for integrators.
export function buildOpenApi(product: string): object {
  const errorSchema = z.toJSONSchema(apiErrorSchema, { io: 'output' });
  const paths = Object.fromEntries(
    Object.entries(calls).map(([name, call]) => [
      `/api/${name}`,
      {
        post: {
          operationId: name,
          summary: call.summary,
          tags: [call.kind],
          description: `Access: ${call.access}`,
          ...(call.access === 'anonymous' ? { security: [] } : {}),
          requestBody: {
            required: true,
            content: { 'application/json': { schema: z.toJSONSchema(call.input, { io: 'input', unrepresentable: 'any' }) } },
          },
          responses: {
            200: { description: 'OK', content: { 'application/json': { schema: z.toJSONSchema(call.output, { io: 'output', unrepresentable: 'any' }) } } },
            400: { description: 'Bad input; nothing changed', content: { 'application/json': { schema: errorSchema } } },
            401: { description: 'Missing, invalid or expired token', content: { 'application/json': { schema: errorSchema } } },
            403: { description: 'Not allowed for this user', content: { 'application/json': { schema: errorSchema } } },
            409: { description: 'Conflict', content: { 'application/json': { schema: errorSchema } } },
            500: { description: 'Unexpected fault, with a correlation id', content: { 'application/json': { schema: errorSchema } } },
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
