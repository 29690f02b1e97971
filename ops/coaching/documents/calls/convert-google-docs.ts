import { CallFailure } from '../../../../contracts/core/errors';
import { said } from '../../../../contracts/core/messages';
import { documentsMessages as m } from '../../../../contracts/coaching/documents/messages';
import { subject, type Answer, type ApiDeps, type CallContext, type CallIn } from '../../../server/feature';
import { resumesFor } from '../cv-links';
import { convertGoogleDoc, type DocumentFormat, type FetchLike } from '../google-docs';

// The document service is reached through the platform's fetch.
const fetchDocument: FetchLike = (url, init) => fetch(url, init);

async function convert(deps: ApiDeps, input: { resumeId?: string | undefined }, ctx: CallContext, format: DocumentFormat) {
  const resumes = await resumesFor(deps, subject(ctx));
  const resume = input.resumeId ? resumes.find((r) => r.id === input.resumeId) : (resumes.find((r) => r.picked) ?? resumes[0]);
  if (!resume) throw new CallFailure('PublishRuleBroken', m.NoResumeLink);
  const { ok } = await convertGoogleDoc(fetchDocument, resume.link, format);
  const stepsCode = ok ? 'ConvertCompletedDocxSteps' : format === 'docx' ? 'ConvertFailedDocxSteps' : 'ConvertFailedPdfSteps';
  const steps = said(m, stepsCode);
  return { ok, ...said(m, ok ? 'ConvertCompleted' : 'ConvertFailed'), steps: steps.message, stepsCode };
}

export async function convertGoogleDocsToDocx(deps: ApiDeps, input: CallIn<'convertGoogleDocsToDocx'>, ctx: CallContext): Answer<'convertGoogleDocsToDocx'> {
  return convert(deps, input, ctx, 'docx');
}

export async function convertGoogleDocsToPdf(deps: ApiDeps, input: CallIn<'convertGoogleDocsToPdf'>, ctx: CallContext): Answer<'convertGoogleDocsToPdf'> {
  return convert(deps, input, ctx, 'pdf');
}
