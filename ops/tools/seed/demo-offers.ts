import { actOnOffers, actOnProjects } from '../../../command/coaching/offers/act-on-offers';
import type { OffersCommand } from '../../../command/coaching/offers/decide-offers';
import type { CommandContext, CommandDeps } from '../../../command/core/deps';
import { isDomainError } from '../../../contracts/core/errors';
import type { Position } from '../../../contracts/core/position';
import type { TalentJobFields, TalentOfferFields } from '../../../contracts/coaching/offers/events';

const DAY = 86_400_000;
const noBenefits = { food: '', transportation: '', bonuses: '', hybridDays: '', daysOff: '', companyLocation: '', extraPerks: '', optionsAndStockPackage: '', cLevelTips: '' };
const job = (fields: Partial<TalentJobFields> & Pick<TalentJobFields, 'type' | 'title' | 'company'>): TalentJobFields => ({
  titleGroup: '', titleCategories: [], seniority: null, salary: null, salaryCurrency: 'ILS', salaryFrequency: 'MONTH', dateStart: null, description: '', ...fields,
});
const offer = (fields: Partial<TalentOfferFields> & Pick<TalentOfferFields, 'company' | 'title'>): TalentOfferFields => ({
  interviewId: null, titleGroup: '', titleCategories: [], seniority: null, firstSalaryOffer: null, firstSalaryOfferCurrency: 'ILS', firstSalaryOfferFrequency: 'MONTH',
  finalSalary: null, finalSalaryCurrency: 'ILS', finalSalaryFrequency: 'MONTH', clearJobDefenition: '', benefits: noBenefits, ...fields,
});

type Request = OffersCommand extends infer C ? (C extends OffersCommand ? Omit<C, 'now'> : never) : never;

// Jobs and offers of the two demo clients, through the commands: client@ has two offers to compare
// (one in dollars) and a job from before the service; client2@ signed an offer (a job After
// Service) and keeps a Safety Net job. Returns the last position written.
export async function seedDemoOffers(deps: CommandDeps, people: { client: string; client2: string; coach: string }): Promise<Position | null> {
  const { client, client2, coach } = people;
  const day = (offset: number) => new Date(deps.clock().getTime() + offset * DAY).toISOString().slice(0, 10);
  const asClient = (userId: string): CommandContext => ({ actor: userId, correlationId: 'seed' });
  const asCoach = (userId: string): CommandContext => ({ actor: coach, onBehalfOf: userId, correlationId: 'seed' });
  const steps: [Request, CommandContext][] = [
    [{ type: 'AddJob', userId: client, jobId: deps.newId(), job: job({ type: 'Before Service', title: 'Data Analyst', company: 'Globex', seniority: 'Mid-Level', salary: 17500, dateStart: day(-900) }) }, asClient(client)],
    [
      {
        type: 'SaveOffer', userId: client, offerId: deps.newId(), isNew: true,
        offer: offer({
          company: 'Initech', title: 'Senior Data Analyst', seniority: 'Senior', firstSalaryOffer: 5200, firstSalaryOfferCurrency: 'USD', finalSalary: 21500,
          clearJobDefenition: 'Own the analytics of the payments product', benefits: { ...noBenefits, food: 'Cibus 1,200 ILS a month', hybridDays: '2', daysOff: '22', optionsAndStockPackage: '1,500 options over 4 years' },
        }),
      },
      asClient(client),
    ],
    [
      {
        type: 'SaveOffer', userId: client, offerId: deps.newId(), isNew: true,
        offer: offer({
          company: 'Hooli', title: 'Analytics Lead', seniority: 'Senior', firstSalaryOffer: 19000, finalSalary: 23000,
          clearJobDefenition: 'Lead a team of three analysts', benefits: { ...noBenefits, transportation: 'Parking', bonuses: 'Up to 15% a year', hybridDays: '3', companyLocation: 'Herzliya' },
        }),
      },
      asCoach(client),
    ],
    [{ type: 'SaveOffer', userId: client, offerId: deps.newId(), isNew: true, offer: offer({ company: 'Umbrella', title: 'BI Developer' }) }, asClient(client)],
    [{ type: 'AddJob', userId: client2, jobId: deps.newId(), job: job({ type: 'Before Service', title: 'Product Manager', company: 'Soylent', salary: 24000, dateStart: day(-1200) }) }, asClient(client2)],
    [{ type: 'AddJob', userId: client2, jobId: deps.newId(), job: job({ type: 'Safety Net', title: 'Product Consultant', company: 'Vandelay', salary: 250, salaryFrequency: 'HOUR', dateStart: day(-40) }) }, asCoach(client2)],
  ];
  const signed = deps.newId();
  steps.push(
    [
      {
        type: 'SaveOffer', userId: client2, offerId: signed, isNew: true,
        offer: offer({ company: 'Acme', title: 'Senior Product Manager', seniority: 'Senior', firstSalaryOffer: 26000, finalSalary: 29500, clearJobDefenition: 'Own the checkout experience', benefits: { ...noBenefits, bonuses: 'Yearly 10%' } }),
      },
      asClient(client2),
    ],
    [{ type: 'SignOffer', userId: client2, offerId: signed, jobId: deps.newId(), startDate: day(21), jobType: 'After Service' }, asCoach(client2)],
  );
  let last: Position | null = null;
  for (const [request, ctx] of steps) {
    const done = await actOnOffers(deps, request, ctx);
    if (isDomainError(done)) throw new Error(`a demo offer step was refused: ${done.code} ${done.message ?? ''}`);
    last = done.position ?? last;
  }
  const project = await actOnProjects(
    deps,
    { type: 'SaveProject', userId: client, projectId: deps.newId(), isNew: true, project: { title: 'Open-source SQL linter', link: 'https://example.com/sql-linter', description: 'A linter for analytics SQL', startDate: day(-60), endDate: null } },
    asClient(client),
  );
  if (isDomainError(project)) throw new Error(`the demo project was refused: ${project.code}`);
  return project.position ?? last;
}
