import { z } from 'zod';
import { defineCalls } from '../../core/call';
import { attentionFlagSchema } from './attention';
import { kpiResponseSchema } from './kpi-figures';

// Staff name the client; a client leaves it out (or names themselves).
const userId = z.string().trim().max(200).optional();

export const attentionClientSchema = z.object({
  _id: z.string(),
  name: z.string(),
  email: z.string(),
  status: z.string().nullable(),
  plan: z.string().nullable(),
  cycles: z.number(),
  lastPublishDate: z.string().nullable(),
  nextPay: z.string().nullable(),
  daysToNextPay: z.number().nullable(),
  flags: z.array(attentionFlagSchema),
});
export type AttentionClient = z.infer<typeof attentionClientSchema>;

export const kpiCalls = defineCalls({
  getKpisData: {
    kind: 'query',
    access: ['activeJourneyClient', 'staff'],
    actsFor: { field: 'userId', subject: 'journeyClient' },
    summary:
      "A client's KPIs (spec §3), read from the KPI projections: weekly interviews and approaches from Sunday with the benchmark (the average over all clients at the same week of service), daily engagement, interviews by type and by company, offers, days in each journey status with the benchmark, the ratios, stage conversion and median days per stage. Values to 2 decimals. Staff pass the client's userId.",
    input: z.object({ userId }).strict().default({}),
    output: kpiResponseSchema,
  },
  getClientsNeedingAttention: {
    kind: 'query',
    access: 'staff',
    summary:
      "Staff: the journey clients with their need-attention flags (spec §4) as of now, those with the flag asked for, newest publication first. lastPublishOld: last part sent 14 or more days ago; firstPartWeek: 7 days or more since the open cycle's first part; manyCycles: 10 or more cycles; lastPublication: standard pro at 5 cycles, standard executive at 6; frozenLong: frozen 60 days or more; meeting (not) scheduled; safety net (in)active; waitingForApproval; nextPaySoon: the next monthly payment in 7 days or fewer.",
    input: z
      .object({
        flag: attentionFlagSchema.optional(),
        search: z.string().trim().max(120).default(''),
        page: z.number().int().min(0).max(10_000).default(0),
        pageSize: z.number().int().min(1).max(200).default(50),
      })
      .strict(),
    output: z.object({ list: z.array(attentionClientSchema), total: z.number() }),
  },
});
