import { z } from 'zod';
import { defineCalls } from '../../core/call';
import { contactEmail } from '../recruiter-contacts/recruiter-contacts';
import { publishGridMessages as m } from './messages';
import { publishCellSchema, publishGlobalsSchema, publishUserSchema } from './publish-grid';

const id = z.string().trim().min(1).max(200);
const emails = z.array(contactEmail).max(50);

const gridOutput = z.object({
  users: z.array(publishUserSchema),
  publishList: z.array(publishCellSchema),
  consts: z.object({ publishTimes: z.array(z.string()), parts: z.array(z.number()) }),
  usersOnList: z.array(z.string()),
  globals: publishGlobalsSchema,
});
export type PublishesData = z.infer<typeof gridOutput>;

// The publish schedule (back-office spec §2, §4, §7 Publish).
export const publishGridCalls = defineCalls({
  getPublishesData: {
    kind: 'query',
    access: 'staff',
    summary: 'The publish grid: cells of times by parts, the users who can be placed, the globals.',
    input: z.object({}),
    output: gridOutput,
  },
  changePublishList: {
    kind: 'command',
    access: 'staff',
    summary: "Put a client's next part (or move a cell) at a time of the grid: one of the times and parts the grid offers now (the settings' publishTimes and parts), else 400 on the field.",
    input: z.object({
      // one of the parts and times the product's settings offer now: the server checks (400 on the field)
      part: z.number(m.PartNotOffered).int(m.PartNotOffered),
      publishTime: z.string(m.PublishTimeNotOffered).max(5, m.PublishTimeNotOffered),
      userData: z.object({ userId: id, cellId: id.optional() }),
    }),
    output: gridOutput,
  },
  inlayPublishList: {
    kind: 'command',
    access: 'staff',
    summary: 'Put every approved client with autoPutOnPublishList on the grid, at the first free times.',
    input: z.object({}),
    output: gridOutput,
  },
  deletePublishCell: {
    kind: 'command',
    access: 'staff',
    summary: 'Take a cell off the grid (a part sent stays sent).',
    input: z.object({ cellId: id }),
    output: gridOutput,
  },
  jhPublishUpdateGlobals: {
    kind: 'command',
    access: 'staff',
    summary: 'Turn publishing (flag, or publishOn) and the newsletters (sendNewslettersOn) on or off.',
    input: z.object({ flag: z.boolean().optional(), publishOn: z.boolean().optional(), sendNewslettersOn: z.boolean().optional() }),
    output: gridOutput,
  },
  updatePersonalJourneysEmailsToSendTest: {
    kind: 'command',
    access: 'staff',
    summary: 'The addresses tests are mailed to (lowercased, without duplicates).',
    input: z.object({ emailsToSendTest: emails }),
    output: z.object({ emailsToSendTest: z.array(z.string()) }),
  },
});
