import { z } from 'zod';
// first: the settings apply to every schema built after them
import './zod-settings';

// the catalog itself has no zod: the web's first screen reads it without loading schemas
export { coreMessages, defineMessages, messageCoder, said, say, type CodedMessage, type MessageCatalog, type MessageParams, type Said } from './message-catalog';

// The fields of an output that says something (said() fills both), or may say something.
export const saidFields = { message: z.string(), messageCode: z.string().optional() };
export const optionalSaidFields = { message: z.string().optional(), messageCode: z.string().optional() };

// 'jobInfo.salaryMax' → 'Salary max': the field a person would recognise.
export const fieldLabel = (path: string): string => {
  const last = path.split('.').filter((p) => !/^\d+$/.test(p)).at(-1) ?? '';
  const words = last.replace(/_/g, ' ').replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
};
