import { startOfCopyDay } from '../../../../contracts/backoffice/journey-settings/copies';
import { newsletterSince } from '../../../../query/backoffice/journey-settings/whatsapp-copies';
import type { Answer, ApiDeps, CallContext, CallIn } from '../../../server/feature';
import { newsletterText } from '../whatsapp-texts';

export async function getNewsletterWhatsApp(deps: ApiDeps, input: CallIn<'getNewsletterWhatsApp'>, _ctx: CallContext): Answer<'getNewsletterWhatsApp'> {
  const [news, settings] = await Promise.all([newsletterSince(deps.db, startOfCopyDay(input.from)), deps.settings()]);
  return { from: input.from, text: newsletterText(settings.brandName, input.from, news), jobs: news.jobCount, parts: news.parts, clients: news.clients };
}
