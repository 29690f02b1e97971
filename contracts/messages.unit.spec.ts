import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { coreErrors, errorMessagesOf } from './core/errors';
import { coreMessages, messageCoder, say, type MessageCatalog } from './core/messages';
import { codeOfMessage, messageCatalogs } from './messages';
import type { FeatureContract } from './core/feature';
import { features as registered } from './registry';

const features: readonly FeatureContract[] = registered;

const parameters = (template: string) => [...template.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]!);

// Two fillings of a template: words (as a field or a list would be) and a number.
const samples = (template: string) =>
  [(name: string) => `sample ${name}`, () => '7'].map((fill) => Object.fromEntries(parameters(template).map((name) => [name, fill(name)])));

const entries = (catalogs: readonly MessageCatalog[]) => catalogs.flatMap((catalog) => Object.entries(catalog));

describe('the merged message catalog', () => {
  const all = entries(messageCatalogs);

  it('reads every template, filled in, back to its own code and parameters', () => {
    const coder = messageCoder(messageCatalogs);
    for (const [code, template] of all)
      for (const params of samples(template)) expect(coder(say(template, params)), `${code}: ${template}`).toEqual({ code, params });
  });

  it('has no two codes whose texts match the same message', () => {
    const single = all.map(([code, template]) => ({ code, coder: messageCoder([{ [code]: template }]) }));
    for (const [code, template] of all)
      for (const params of samples(template)) {
        const text = say(template, params);
        const others = single.filter((s) => s.code !== code && s.coder(text) !== null).map((s) => s.code);
        expect(others, `"${text}" (${code}) is also said by`).toEqual([]);
      }
  });
});

describe('every English message a server call can send', () => {
  it("is coded: each feature's messages and error catalogue, and the core ones", () => {
    const catalogs = [coreMessages, errorMessagesOf(coreErrors), ...features.flatMap((f) => [f.messages ?? {}, errorMessagesOf(f.errors)])];
    for (const [code, template] of entries(catalogs))
      for (const params of samples(template)) expect(codeOfMessage(say(template, params)), template).toEqual({ code, params });
  });

  // The texts are the catalogs': a rule, an answer or a refusal that writes its English inline is
  // not known by any code, so the web could not translate it.
  it('comes from a catalog, never from English written where it is said', () => {
    const inline = [
      /new CallFailure\(\s*'\w+',\s*['"`]/,
      /domainError\(\s*'\w+',\s*['"`]/,
      /\b(message|error):\s*['"`][A-Z]/,
      /\.(min|max|length|regex|refine|nonempty)\([^()]*(\([^()]*\)[^()]*)*,\s*['"`][A-Z]/,
    ];
    const catalogFile = /(^|\/)(errors|error-catalog|messages|message-catalog|platform-messages)\.ts$|\.spec\.ts$/;
    const sources = ['contracts', 'command', 'query', 'ops'].flatMap((root) =>
      (readdirSync(root, { recursive: true }) as string[]).map((file) => join(root, file)).filter((file) => file.endsWith('.ts') && !catalogFile.test(file) && !file.startsWith('ops/tools')),
    );
    const found = sources.flatMap((file) =>
      readFileSync(file, 'utf8')
        .split('\n')
        .flatMap((line, i) => (inline.some((pattern) => pattern.test(line)) ? [`${file}:${i + 1}: ${line.trim()}`] : [])),
    );
    expect(found).toEqual([]);
  });
});
