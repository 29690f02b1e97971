import { errorCatalog } from './errors';
import { coreMessages, messageCoder, type CodedMessage } from './core/messages';
import type { FeatureContract } from './core/feature';
import { features as registered } from './registry';

const features: readonly FeatureContract[] = registered;

// Every message a rule or an answer can say, by code: the core ones and each feature's, derived
// from the registry. A code declared twice is caught when the registry loads.
const catalogs = [coreMessages, ...features.map((f) => f.messages ?? {})];
const owners = new Map<string, string>(Object.keys(coreMessages).map((code) => [code, 'core']));
for (const feature of features)
  for (const code of Object.keys(feature.messages ?? {})) {
    const first = owners.get(code);
    if (first) throw new Error(`message "${code}" is declared by both ${first} and ${feature.name}`);
    owners.set(code, feature.name);
  }

const coder = messageCoder(catalogs);

// The code and parameters of an English message the server sends; null when no catalog says it.
export const codeOfMessage = (text: string): CodedMessage | null => coder(text);

// Whether an error answer says its code's own catalogue message (then the code alone translates it).
export const isCatalogueText = (code: string, text: string): boolean => (errorCatalog as Record<string, { message: string }>)[code]?.message === text;
