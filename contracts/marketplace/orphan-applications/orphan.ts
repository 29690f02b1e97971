import { z } from 'zod';
import { resumeFile, type UploadField } from '../../core/uploads';
import { orphanMessages } from './messages';

// Applying without an account: a CV of at most 500 KB (the spec's 512000 bytes), told by content.
export const ORPHAN_RESUME_MAX_BYTES = 512000;
export const orphanResumeFile: UploadField = {
  ...resumeFile,
  maxBytes: ORPHAN_RESUME_MAX_BYTES,
  messages: { tooLarge: orphanMessages.ResumeTooLarge, notAccepted: orphanMessages.ResumeTypeRefused },
};
export const orphanResumeExtensions = ['pdf', 'doc', 'docx'] as const;

// What the job's recruiter sees of someone who applied without an account: they sent their CV
// and email to be contacted, so both are shown at once (no connect needed, nothing to match).
export const orphanApplicantSchema = z.object({
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  resume: z.object({ url: z.string(), name: z.string(), size: z.number() }),
});
export type OrphanApplicant = z.infer<typeof orphanApplicantSchema>;
