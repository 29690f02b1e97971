import { z } from 'zod';
import { defineCalls } from '../../core/call';
import { uploadedFileSchema } from '../../core/uploads';
import { emailSchema, nameSchema, passwordSchema, userDataSchema } from '../../identity/users/user';
import { orphanResumeFile } from './orphan';
import { saidFields } from '../../core/messages';

const id = z.string().trim().min(1).max(200);

export const orphanApplicationCalls = defineCalls({
  applyOrphan: {
    kind: 'command',
    access: 'guest',
    multipart: true,
    upload: { files: { file: orphanResumeFile } },
    rateLimit: 'guestWrite',
    summary:
      'A visitor without an account applies to an active job with their CV (pdf, doc or docx by content, at most 500 KB), email and name: the recruiter sees them among the applicants with the CV and email, and gets a mail. ' +
      'The same email applying to the same job again changes nothing (alreadyApplied). Signed-in seekers apply with applyHistObject.',
    // the file first: it is the field uploads are checked under
    input: z.object({ file: uploadedFileSchema, email: emailSchema, first_name: nameSchema, last_name: nameSchema, jobId: id }),
    output: z.object({ alreadyApplied: z.boolean(), appliedAt: z.string(), ...saidFields }),
  },
  setPasswordOrphan: {
    kind: 'command',
    access: 'guest',
    rateLimit: 'authMail',
    summary:
      'After applying without an account: creates the account for that email (as register does, a confirmation link is mailed) and signs it in. ' +
      'The applications this visitor made with that email become the new seeker\'s (My Applications). An email that already has an account gets EmailTaken and nothing is created.',
    input: z.object({ email: emailSchema, first_name: nameSchema, last_name: nameSchema, password: passwordSchema }),
    output: z.object({ ...saidFields, token: z.string(), user: userDataSchema, applications: z.number() }),
  },
});
