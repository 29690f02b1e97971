import { z } from 'zod';
import { coreMessages } from '../../core/messages';
import { settingsMessages as m } from './messages';

// The product's own settings an admin changes at run time (/jssettings), each change an event on
// one stream. Where none was ever changed, its default is the server's configuration.
export const settingNames = ['brandName', 'publishTimes', 'parts', 'defaultJobLimit', 'mailFrom'] as const;
export type SettingName = (typeof settingNames)[number];

export const BRAND_NAME = { min: 2, max: 40 } as const;
export const PUBLISH_TIMES = { min: 1, max: 12 } as const;
export const PARTS = { min: 1, max: 12, highest: 12 } as const;
export const JOB_LIMIT = { min: 1, max: 1000 } as const;

const unique = <T>(values: readonly T[]) => new Set(values).size === values.length;

// "Name <address>" or a bare address; the address is what must be valid.
const SENDER = /^\s*(?:(?<name>[^<>]*?)\s*<(?<address>[^<>\s]+)>|(?<bare>[^<>\s]+))\s*$/;
export const senderAddress = (sender: string): string | null => {
  const match = SENDER.exec(sender);
  return match?.groups ? (match.groups.address ?? match.groups.bare ?? null) : null;
};
const isAddress = (text: string) => z.email().safeParse(text).success;
// the display name of a sender must not smuggle another header or address in
const isSafeName = (sender: string) => !/[\r\n"]/.test(SENDER.exec(sender)?.groups?.name ?? '');

export const brandNameSchema = z
  .string(coreMessages.Required)
  .trim()
  .min(BRAND_NAME.min, m.BrandNameLength)
  .max(BRAND_NAME.max, m.BrandNameLength);

export const publishTimeSchema = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, m.PublishTimeFormat);
export const publishTimesSchema = z
  .array(publishTimeSchema)
  .min(PUBLISH_TIMES.min, m.PublishTimesCount)
  .max(PUBLISH_TIMES.max, m.PublishTimesCount)
  .refine(unique, m.PublishTimesUnique)
  // sorted on the way in: the grid's columns are in the order of the day
  .transform((times) => [...times].sort());

export const partsSchema = z
  .array(z.number(m.PartNumber).int(m.PartNumber).min(1, m.PartNumber).max(PARTS.highest, m.PartNumber))
  .min(PARTS.min, m.PartsCount)
  .max(PARTS.max, m.PartsCount)
  .refine(unique, m.PartsUnique)
  .transform((parts) => [...parts].sort((a, b) => a - b));

export const defaultJobLimitSchema = z.number(m.JobLimitRange).int(m.JobLimitRange).min(JOB_LIMIT.min, m.JobLimitRange).max(JOB_LIMIT.max, m.JobLimitRange);

export const mailFromSchema = z
  .string(coreMessages.Required)
  .trim()
  .min(3, m.MailFromInvalid)
  .max(200, m.MailFromInvalid)
  .refine((sender) => isSafeName(sender) && isAddress(senderAddress(sender) ?? ''), m.MailFromInvalid);

export const settingSchemas = {
  brandName: brandNameSchema,
  publishTimes: publishTimesSchema,
  parts: partsSchema,
  defaultJobLimit: defaultJobLimitSchema,
  mailFrom: mailFromSchema,
} as const;

export type SettingValues = {
  brandName: string;
  publishTimes: string[];
  parts: number[];
  defaultJobLimit: number;
  mailFrom: string;
};

export const sameValue = (a: unknown, b: unknown): boolean => JSON.stringify(a) === JSON.stringify(b);

const person = z.object({ id: z.string(), name: z.string().nullable() });
const setting = <S extends z.ZodType>(value: S) =>
  z.object({
    value,
    default: value,
    // who changed it last, and when; null while it has its default
    changedBy: person.nullable(),
    changedAt: z.string().nullable(),
  });

// What getProductSettings answers: each setting's effective value, its default and its last change;
// revision is what a save names so that one made on a stale screen is refused.
export const productSettingsSchema = z.object({
  revision: z.number().int(),
  settings: z.object({
    brandName: setting(z.string()),
    publishTimes: setting(z.array(z.string())),
    parts: setting(z.array(z.number())),
    defaultJobLimit: setting(z.number()),
    mailFrom: setting(z.string()),
  }),
});
export type ProductSettings = z.infer<typeof productSettingsSchema>;
