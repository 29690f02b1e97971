import type { Kysely } from 'kysely';
import type { Database } from '../../../contracts/database';
import { TEMPLATE_SUPPORTS, productTemplateId, type TemplateFields } from '../../../contracts/backoffice/templates/template';
import { activeStoredTemplates } from '../../../query/backoffice/templates/get-templates';
import type { StoredTemplate } from '../../mail/mail-templates';
import { supportsDefaults } from './template-kinds';

// The versions mail goes out from, as every worker reads them: one read of a few rows, kept a
// moment (a version activated on another worker takes effect within FRESH_MS), dropped at once in
// the process that saved one.
const FRESH_MS = 2000;
type Active = { products: Map<string, { version: number; fields: TemplateFields }>; frame: { version: number; fields: TemplateFields } };
// by database: tests run several products in one process
let cache = new WeakMap<Kysely<Database>, { at: number; active: Promise<Active> }>();

async function readActive(db: Kysely<Database>): Promise<Active> {
  const rows = await activeStoredTemplates(db);
  const products = new Map(rows.filter((r) => r.kind === 'product').map((r) => [r.id, { version: r.version, fields: r.fields }]));
  const frame = rows.find((r) => r.id === TEMPLATE_SUPPORTS);
  return { products, frame: frame ? { version: frame.version, fields: frame.fields } : { version: 0, fields: supportsDefaults() } };
}

export function activeTemplates(db: Kysely<Database>, now = Date.now()): Promise<Active> {
  const cached = cache.get(db);
  if (cached && now - cached.at <= FRESH_MS) return cached.active;
  const active = readActive(db);
  cache.set(db, { at: now, active });
  // a failed read is not kept
  active.catch(() => cache.delete(db));
  return active;
}

export const forgetActiveTemplates = (): void => {
  cache = new WeakMap();
};

// The stored version a product mail goes out from, or null for its file.
export async function storedProductTemplate(db: Kysely<Database>, key: string, language: string): Promise<StoredTemplate | null> {
  const found = (await activeTemplates(db)).products.get(productTemplateId(key, language === 'he' ? 'he' : 'en'));
  return found ? { id: `v${found.version}`, subject: found.fields.subject, preheader: found.fields.preheader, body: found.fields.content } : null;
}
