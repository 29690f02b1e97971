import { errorCatalog } from './errors';
import { errorMessagesOf } from './core/errors';
import { coreMessages, messageCoder, type CodedMessage, type MessageCatalog } from './core/messages';
import type { FeatureContract } from './core/feature';
import { features as registered } from './registry';

const features: readonly FeatureContract[] = registered;

// Every message a rule or an answer can say, by code: the core ones and each feature's, derived
// from the registry, and the error catalogue's (an error's text said where another code answers,
// e.g. a rule that says 'Passwords do not match', is known by that error's code). A code is one
// thing: declared twice, or both a message and an error, is caught when the registry loads.
const owners = new Map<string, string>(Object.keys(errorCatalog).map((code) => [code, 'the error catalogue']));
const own = (catalog: MessageCatalog, owner: string) => {
  for (const code of Object.keys(catalog)) {
    const first = owners.get(code);
    if (first) throw new Error(`message "${code}" is declared by both ${first} and ${owner}`);
    owners.set(code, owner);
  }
  return catalog;
};

export const messageCatalogs: readonly MessageCatalog[] = [
  own(coreMessages, 'core'),
  ...features.map((f) => own(f.messages ?? {}, f.name)),
  errorMessagesOf(errorCatalog),
];

const coder = messageCoder(messageCatalogs);

// The code and parameters of an English message the server sends; null when no catalog says it.
export const codeOfMessage = (text: string): CodedMessage | null => coder(text);

// Whether an error answer says its code's own catalogue message (then the code alone translates it).
export const isCatalogueText = (code: string, text: string): boolean => (errorCatalog as Record<string, { message: string }>)[code]?.message === text;
