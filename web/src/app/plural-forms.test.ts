/// <reference types="vite/client" />
import { describe, expect, it } from 'vitest';

// Every locale file of the web, read as it is shipped.
const locales = import.meta.glob<Record<string, unknown>>(['../**/locales/en.ts', '../**/locales/he.ts'], { eager: true });

// Each key counted by i18next (`name_one`, `name_other`, …) and the forms it has.
function countedKeys(texts: unknown, path = ''): Map<string, Set<string>> {
  const found = new Map<string, Set<string>>();
  for (const [key, value] of Object.entries(texts as Record<string, unknown>)) {
    if (value && typeof value === 'object') {
      for (const [name, forms] of countedKeys(value, `${path}${key}.`)) found.set(name, forms);
      continue;
    }
    const plural = /^(.+)_(zero|one|two|few|many|other)$/.exec(key);
    if (plural) found.set(`${path}${plural[1]}`, (found.get(`${path}${plural[1]}`) ?? new Set()).add(plural[2]!));
  }
  return found;
}

describe('counted texts', () => {
  it('have every form each language counts with (Hebrew says two apart)', () => {
    const files = Object.entries(locales);
    expect(files.length).toBeGreaterThan(10);
    const missing: string[] = [];
    for (const [file, module] of files) {
      const language = file.endsWith('he.ts') ? 'he' : 'en';
      const needed = new Intl.PluralRules(language).resolvedOptions().pluralCategories;
      const texts = module[language];
      for (const [name, forms] of countedKeys(texts)) for (const form of needed) if (!forms.has(form)) missing.push(`${file}: ${name}_${form}`);
    }
    expect(missing).toEqual([]);
  });
});
