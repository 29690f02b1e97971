import type { CallName, Calls } from '../contracts/calls';
import type { DeletedAccount } from '../contracts/core/ports';
import type { Feature, FeatureName } from '../contracts/registry';
import type { Projection } from '../projections/core/projection';
import { handledTypes } from '../projections/core/projection';
import { systemServer } from './backoffice/system/server';
import { settingsServer } from './backoffice/settings/server';
import { journeySettingsServer } from './backoffice/journey-settings/server';
import { coreMigrations } from './db/migrations';
import { identityUsersServer } from './identity/users/server';
import { adminUsersServer } from './identity/admin-users/server';
import { activityServer } from './marketplace/activity/server';
import { conversationsServer } from './marketplace/conversations/server';
import { deckServer } from './marketplace/deck/server';
import { inboxServer } from './marketplace/inbox/server';
import { feedbackServer } from './marketplace/feedback/server';
import { faqServer } from './marketplace/faq/server';
import { cardsServer } from './marketplace/cards/server';
import { placesServer } from './marketplace/places/server';
import { jobsServer } from './marketplace/jobs/server';
import { orphanApplicationsServer } from './marketplace/orphan-applications/server';
import { creditsServer } from './marketplace/credits/server';
import { paymentsServer } from './marketplace/payments/server';
import { jobHistoryServer } from './marketplace/job-history/server';
import { journeyServer } from './coaching/journey/server';
import { journeyUsersServer } from './coaching/journey-users/server';
import { resumesServer } from './marketplace/resumes/server';
import { documentsServer } from './coaching/documents/server';
import { publicationServer } from './coaching/publication/server';
import { publishGridServer } from './coaching/publish-grid/server';
import { recruiterContactsServer } from './coaching/recruiter-contacts/server';
import { trackerServer } from './coaching/tracker/server';
import { offersServer } from './coaching/offers/server';
import { onboardingServer } from './coaching/onboarding/server';
import { kpisServer } from './coaching/kpis/server';
import { clientsStatusServer } from './backoffice/clients-status/server';
import { partnersServer } from './backoffice/partners/server';
import { reviewsServer } from './backoffice/reviews/server';
import { templatesServer } from './backoffice/templates/server';
import { interviewsReportServer } from './backoffice/interviews-report/server';
import { jobsFoundServer } from './backoffice/jobs-found/server';
import { statisticsServer } from './backoffice/statistics/server';
import { sitemapServer } from './marketplace/sitemap/server';
import { leadsServer } from './backoffice/leads/server';
import { forumServer } from './backoffice/forum/server';
import { eventsServer } from './backoffice/events/server';
import { marketingServer } from './backoffice/marketing/server';
import { companiesServer } from './marketplace/companies/server';
import { questionnairesServer } from './backoffice/questionnaires/server';
import { paymentLinkServer } from './coaching/payment-link/server';
import { pushServer } from './backoffice/push/server';
import { alertsServer } from './marketplace/alerts/server';
import { savedItemsServer } from './marketplace/saved-items/server';
import { reportsServer } from './marketplace/reports/server';
import { accountSettingsServer } from './identity/account-settings/server';
import type { ApiDeps, CallContext, CallHandler, Migration, ServerFeature } from './server/feature';
import type { TaskDefinition } from './tasks/task-definition';
import type { ReactionDefinition } from './tasks/reaction';
import type { CsvExport, CsvExporter } from './server/data-table-export';

// The server half of every feature in contracts/registry.ts, by name: a feature missing here does
// not compile.
export const serverFeatures: { readonly [K in FeatureName]: ServerFeature<Extract<Feature, { name: K }>> } = {
  'identity/users': identityUsersServer,
  'marketplace/jobs': jobsServer,
  'marketplace/feedback': feedbackServer,
  'marketplace/faq': faqServer,
  'backoffice/system': systemServer,
  'backoffice/settings': settingsServer,
  'backoffice/journey-settings': journeySettingsServer,
  'marketplace/activity': activityServer,
  'marketplace/deck': deckServer,
  'marketplace/inbox': inboxServer,
  'marketplace/conversations': conversationsServer,
  'marketplace/orphan-applications': orphanApplicationsServer,
  'marketplace/credits': creditsServer,
  'marketplace/payments': paymentsServer,
  'marketplace/job-history': jobHistoryServer,
  'coaching/journey': journeyServer,
  'coaching/journey-users': journeyUsersServer,
  'marketplace/resumes': resumesServer,
  'coaching/documents': documentsServer,
  'coaching/publication': publicationServer,
  'coaching/publish-grid': publishGridServer,
  'coaching/recruiter-contacts': recruiterContactsServer,
  'coaching/tracker': trackerServer,
  'coaching/offers': offersServer,
  'marketplace/cards': cardsServer,
  'coaching/onboarding': onboardingServer,
  'marketplace/places': placesServer,
  'coaching/kpis': kpisServer,
  'backoffice/clients-status': clientsStatusServer,
  'backoffice/interviews-report': interviewsReportServer,
  'backoffice/jobs-found': jobsFoundServer,
  'backoffice/statistics': statisticsServer,
  'marketplace/sitemap': sitemapServer,
  'backoffice/leads': leadsServer,
  'backoffice/questionnaires': questionnairesServer,
  'coaching/payment-link': paymentLinkServer,
  'backoffice/push': pushServer,
  'marketplace/companies': companiesServer,
  'marketplace/alerts': alertsServer,
  'marketplace/saved-items': savedItemsServer,
  'marketplace/reports': reportsServer,
  'identity/account-settings': accountSettingsServer,
  'backoffice/forum': forumServer,
  'backoffice/events': eventsServer,
  'backoffice/marketing': marketingServer,
  'backoffice/partners': partnersServer,
  'backoffice/reviews': reviewsServer,
  'backoffice/templates': templatesServer,
  'identity/admin-users': adminUsersServer,
};

const all: readonly ServerFeature[] = Object.values(serverFeatures) as readonly ServerFeature[];

export const projections: readonly Projection[] = all.flatMap((f) => f.projections);

export const migrations: readonly Migration[] = [...coreMigrations, ...all.flatMap((f) => f.migrations)];

export const tasks: readonly TaskDefinition[] = all.flatMap((f) => f.tasks ?? []);

export const reactions: readonly ReactionDefinition[] = all.flatMap((f) => f.reactions ?? []);

export const featureRoutes = (deps: ApiDeps) => all.flatMap((f) => (f.routes ? [f.routes(deps)] : []));

// What the features erase with a deleted account, in registry order.
export const accountErasers: readonly ((deps: ApiDeps, account: DeletedAccount) => Promise<void>)[] = all.flatMap((f) => {
  const erase = f.eraseAccount;
  return erase ? [(deps: ApiDeps, account: DeletedAccount) => erase(deps, account)] : [];
});

export type CallHandlers = { [K in CallName]: CallHandler<Calls[K]> };

// Each call's function, given the deps it runs with.
const bound = (f: ServerFeature, deps: ApiDeps) =>
  Object.fromEntries(Object.entries(f.calls).map(([name, call]) => [name, (input: unknown, ctx: CallContext) => (call as (d: ApiDeps, i: unknown, c: CallContext) => Promise<unknown>)(deps, input, ctx)]));

export const buildHandlers = (deps: ApiDeps): CallHandlers => Object.assign({}, ...all.map((f) => bound(f, deps))) as CallHandlers;

// The calls that also answer as CSV, given the deps they run with.
export const buildExporters = (deps: ApiDeps): Record<string, CsvExporter> =>
  Object.fromEntries(
    all.flatMap((f) =>
      Object.entries(f.csv ?? {}).map(([name, exporter]) => [name, (input: unknown, ctx: CallContext) => (exporter as (d: ApiDeps, i: unknown, c: CallContext) => CsvExport)(deps, input, ctx)]),
    ),
  );

// For each command, the projections to wait for, by name.
export const readsOf: ReadonlyMap<string, readonly Projection[]> = new Map(all.flatMap((f) => Object.entries(f.reads as Record<string, readonly Projection[]>)));

// The projections a command's answer must wait for: those it reads that handle at least one of the
// event types it appended (the others have nothing to catch up on).
const handled = new Map(projections.map((p) => [p, handledTypes(p)]));
export function projectionsToAwait(call: string, appendedTypes: readonly string[]): string[] {
  return (readsOf.get(call) ?? []).filter((p) => appendedTypes.some((t) => handled.get(p)!.has(t))).map((p) => p.name);
}

// Checked when the registry loads: every projection a command reads is one the registry runs, and
// no two projections share a name.
for (const [call, reads] of readsOf)
  for (const projection of reads)
    if (!projections.includes(projection)) throw new Error(`${call} reads projection ${projection.name}, which no feature registers`);
const names = projections.map((p) => p.name);
for (const name of names) if (names.indexOf(name) !== names.lastIndexOf(name)) throw new Error(`Two projections are named ${name}`);
