import { z } from 'zod';
import { defineCalls } from '../../core/call';
import { historyEntrySchema } from '../../core/history-entry';
import { optionalSaidFields } from '../../core/messages';
import { productSettingsSchema, settingSchemas } from './settings';
import { settingsMessages as m } from './messages';

// The settings a save changes: any of them, each checked by its own rule.
export const settingChangesSchema = z
  .object({
    brandName: settingSchemas.brandName.optional(),
    publishTimes: settingSchemas.publishTimes.optional(),
    parts: settingSchemas.parts.optional(),
    defaultJobLimit: settingSchemas.defaultJobLimit.optional(),
    mailFrom: settingSchemas.mailFrom.optional(),
  })
  .strict()
  .refine((changes) => Object.values(changes).some((v) => v !== undefined), m.NothingChanged);
export type SettingChanges = z.output<typeof settingChangesSchema>;

export const changeProductSettingsInput = z.object({ revision: z.number().int().min(-1), changes: settingChangesSchema }).strict();

// The product's own settings (/jssettings, back-office spec §2 "contents not shown").
export const settingsCalls = defineCalls({
  getProductSettings: {
    kind: 'query',
    access: 'admin',
    summary:
      "The product's own settings an admin may change at run time: the coaching brand's name, the publish grid's times and parts, the active-job limit of a recruiter without Pro, and the mail sender. For each its value now, its default (the server's configuration) and who changed it last and when; revision is what a save names.",
    input: z.object({}).strict().default({}),
    output: productSettingsSchema,
  },
  changeProductSettings: {
    kind: 'command',
    access: 'admin',
    summary:
      'Change some of the settings, each change recorded with its old and new value. revision is the one getProductSettings answered: when someone saved since, nothing changes and the answer is 409 ProductSettingsStale (read them again). A publish time or part with cells waiting on the grid cannot be removed (409 ProductSettingRefused, the issue on its field). Answers the settings as they now are.',
    input: changeProductSettingsInput,
    output: productSettingsSchema.extend(optionalSaidFields),
  },
  getProductSettingsHistory: {
    kind: 'query',
    access: 'admin',
    summary: 'The changes to the settings, newest first, paged: who changed which setting from what to what, and when.',
    input: z
      .object({
        page: z.number().int().min(0).max(1000).default(0),
        pageSize: z.number().int().min(1).max(100).default(20),
      })
      .strict()
      .default({ page: 0, pageSize: 20 }),
    output: z.object({ list: z.array(historyEntrySchema), total: z.number() }),
  },
});
