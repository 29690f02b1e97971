import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { calls } from '../../contracts/calls';
import { DEFAULT_BODY_LIMIT_BYTES, type CallDefinition } from '../../contracts/core/call';
import { resumeFile, uploadedFileSchema } from '../../contracts/core/uploads';
import { bodyLimitOf } from './call-router';
import { buildOpenApi } from './openapi';

type Response = { description: string; headers?: Record<string, { schema: { type: string } }>; content?: Record<string, { schema: { properties?: Record<string, unknown> } }> };
type Operation = { requestBody: { content: Record<string, unknown> }; responses: Record<string, Response> };
type Document = { paths: Record<string, { post: Operation }> };

const operations = (table?: Record<string, CallDefinition>) =>
  Object.entries((buildOpenApi('Test', table) as Document).paths).map(([path, item]) => [path.replace('/api/', ''), item.post] as const);

// an upload as later features declare them: the router checks the form, the table says so
const upload: CallDefinition = {
  kind: 'command',
  access: 'authed',
  multipart: true,
  upload: { files: { resume: resumeFile } },
  summary: 'Send a resume',
  input: z.object({ resume: uploadedFileSchema, note: z.string().optional() }),
  output: z.object({ ok: z.boolean() }),
};

describe('the OpenAPI document', () => {
  it('says every call may answer 413 past its own body limit, and 415 for another media type, in the error shape', () => {
    const documented = operations();
    expect(documented.length).toBe(Object.keys(calls).length);
    for (const [name, operation] of documented) {
      const call = (calls as Record<string, CallDefinition>)[name]!;
      const { 413: tooLarge, 415: wrongType } = operation.responses;
      expect(tooLarge?.description, name).toMatch(/larger than this call accepts/);
      expect(tooLarge?.description, name).toContain(` ${bodyLimitOf(call)} bytes`);
      expect(wrongType?.description, name).toMatch(call.multipart ? /other than multipart\/form-data \(JSON included\)/ : /UTF-8 JSON/);
      for (const response of [tooLarge, wrongType]) expect(Object.keys(response?.content?.['application/json']?.schema.properties ?? {}), name).toEqual(expect.arrayContaining(['error', 'code']));
      expect(Object.keys(operation.requestBody.content), name).toEqual([call.multipart ? 'multipart/form-data' : 'application/json']);
    }
    expect(operations().find(([name]) => name === 'login')?.[1].responses[413]?.description).toContain(`(${DEFAULT_BODY_LIMIT_BYTES / 1024} KB, ${DEFAULT_BODY_LIMIT_BYTES} bytes)`);
  });

  it('documents 429 with Retry-After on exactly the calls that declare a rate limit', () => {
    const limited = Object.entries(calls as Record<string, CallDefinition>).filter(([, c]) => c.rateLimit).map(([name]) => name);
    expect(limited).toEqual(expect.arrayContaining(['login', 'register', 'resetPassword', 'updateUserPassword', 'sendFeedback']));
    for (const [name, operation] of operations()) {
      const tooMany = operation.responses[429];
      if (!limited.includes(name)) {
        expect(tooMany, name).toBeUndefined();
        continue;
      }
      expect(tooMany?.description, name).toMatch(/Too many/);
      expect(tooMany?.headers?.['Retry-After']?.schema.type, name).toBe('integer');
      expect(tooMany?.content?.['application/json'], name).toBeDefined();
    }
  });

  it('documents an upload as multipart/form-data that answers 415 to JSON', () => {
    const [[, operation]] = operations({ sendResume: upload }) as [[string, Operation]];
    expect(Object.keys(operation.requestBody.content)).toEqual(['multipart/form-data']);
    expect(operation.responses[415]?.description).toMatch(/other than multipart\/form-data \(JSON included\)/);
    expect(operation.responses[413]?.description).toContain(`${bodyLimitOf(upload)} bytes`);
    expect(operation.responses[429]).toBeUndefined();
  });
});
