import { coreErrors } from './core/error-catalog';
import { mergeParts } from './core/merge';
import { features } from './registry';

// Every error code a call can answer with: the core ones and each feature's, derived from the registry.
export const errorCatalog = { ...coreErrors, ...mergeParts(features, 'errors', coreErrors) };

export type ErrorCode = keyof typeof errorCatalog;
