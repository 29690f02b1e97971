import type { Answer, ApiDeps, CallContext, CallIn } from '../../../server/feature';
import { faqContent } from '../faq-content';

export async function getFaqData(_deps: ApiDeps, _input: CallIn<'get-faq-data'>, _ctx: CallContext): Answer<'get-faq-data'> {
  return { faq: [...faqContent] };
}
