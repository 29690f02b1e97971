import { addCompany } from '../../../command/marketplace/companies/add-company';
import { markHelpful, writeReview } from '../../../command/marketplace/companies/review-commands';
import type { CommandContext, CommandDeps } from '../../../command/core/deps';
import { isDomainError } from '../../../contracts/core/errors';
import type { Position } from '../../../contracts/core/position';
import type { AddReview } from '../../../contracts/marketplace/companies/review';
import { recentYears } from '../../../contracts/marketplace/companies/review-values';
import { getCompanyByName } from '../../../query/marketplace/companies/get-companies';
import { demoCompanies } from './demo-jobs';

const DAY = 86_400_000;

// What people wrote, in English and in Hebrew: [headline, pros, cons, advice].
const employeeTexts: readonly (readonly [string, string, string, string])[] = [
  ['Great place to grow as an engineer', 'Mentoring from senior people, a modern stack and real ownership of features', 'The release process is slow and meetings pile up', 'Trust teams to ship smaller changes'],
  ['מקום מצוין להתחיל בו קריירה', 'צוות תומך, הרבה למידה ואחריות כבר מהחודש הראשון', 'לחץ לפני שחרורי גרסה', 'לתכנן את הספרינטים בצורה מציאותית יותר'],
  ['Friendly team, average pay', 'Flexible hours and a hybrid model that works', 'Salaries are below the market', 'Compare salaries with the market every year'],
  ['אווירה טובה ואנשים מקצועיים', 'גמישות בשעות ועבודה היברידית', 'מעט אפשרויות קידום', 'להגדיר מסלולי קידום ברורים'],
  ['Fast-paced, you learn every week', 'Interesting customers and a product people use every day', 'Priorities change often', 'Share the roadmap earlier'],
  ['חברה יציבה עם תהליכים מסודרים', 'תנאים סוציאליים טובים וארוחות צהריים', 'קצב איטי של קבלת החלטות', 'לתת לצוותים יותר עצמאות'],
];
const titles = ['Backend Developer', 'מפתח/ת Full Stack', 'QA Engineer', 'מנהל/ת מוצר', 'Data Analyst', 'מעצב/ת UX'];
// [the job, the process, a question and its answer]
const interviewTexts: readonly (readonly [string, string, string, string])[] = [
  ['Backend Developer', 'A phone screen with HR, a technical interview with two engineers and a short home assignment.', 'Design a rate limiter for an API', 'A token bucket per client, kept in Redis'],
  ['מפתח/ת Full Stack', 'שיחת טלפון עם מגייסת, ראיון מקצועי עם ראש הצוות ומשימת בית קצרה.', 'ספר/י על פרויקט שאת/ה גאה בו', 'סיפרתי על מערכת תורים שבניתי'],
  ['Product Manager', 'Three rounds: a call with the VP Product, a case study presented to the team, and a talk with the CEO.', 'How would you prioritise three urgent requests?', 'By impact on customers and the effort each takes'],
  ['בודק/ת תוכנה', 'ראיון טלפוני קצר, ואחריו מבחן מעשי וראיון עם מנהלת ה־QA.', 'איך היית בודק/ת מסך התחברות?', 'מקרי קצה, אבטחה ונגישות'],
];

const paragraphs = (text: string) => `<p>${text}</p>`;
const pick = <T>(list: readonly T[], i: number): T => list[i % list.length]!;

// The demo's companies (those its jobs name, so every demo job links to a company page) with reviews
// and interview reviews in English and Hebrew, written by the journeys' clients through the
// commands people use, some found helpful by others. Returns the last position.
export async function seedDemoCompanies(deps: CommandDeps, reviewers: readonly string[], waitFor: (position: Position) => Promise<boolean>): Promise<Position | null> {
  const seed: CommandContext = { actor: null, correlationId: 'seed' };
  const now = deps.clock().getTime();
  const years = recentYears(deps.clock());
  let last: Position | null = null;
  const companies: string[] = [];
  for (const [c, name] of demoCompanies.entries()) {
    const at = { ...deps, clock: () => new Date(now - (60 - c) * DAY) };
    const added = await addCompany(at, { name, url: `https://${name.toLowerCase().replace(/\s+/g, '')}.example` }, { ...seed, actor: pick(reviewers, c) });
    // listed by a run a stop interrupted
    const listed = isDomainError(added) && added.code === 'CompanyExists' ? await getCompanyByName(deps.db, name) : null;
    if (listed) {
      companies.push(listed._id);
      continue;
    }
    if (isDomainError(added)) throw new Error(`a demo company was refused: ${added.code} ${added.message ?? ''}`);
    last = added.position ?? last;
    companies.push(added.companyId);
  }
  // a review names a company the read models list
  if (last) await waitFor(last);
  if (!reviewers.length) return last;
  let n = 0;
  for (const [c, company] of companies.entries()) {
    // the first companies have the most to read
    const employees = c < 4 ? 5 : 1 + (c % 3);
    const interviews = c < 4 ? 3 : c % 2;
    const written: { id: string; author: string }[] = [];
    const write = async (review: AddReview) => {
      const author = pick(reviewers, n * 7 + c);
      const at = { ...deps, clock: () => new Date(now - ((n * 5) % 50) * DAY - c * 3_600_000) };
      n++;
      const done = await writeReview(at, { authorId: author, review }, { ...seed, actor: author });
      if (isDomainError(done)) throw new Error(`a demo review was refused: ${done.code} ${done.message ?? ''}`);
      last = done.position ?? last;
      written.push({ id: done.reviewId, author });
    };
    for (let i = 0; i < employees; i++) {
      const [headline, pros, cons, advice] = pick(employeeTexts, c + i);
      const rating = 1 + ((c * 3 + i * 2 + 3) % 5);
      const current = (c + i) % 3 !== 0;
      const fields = {
        company, rating, title: pick(titles, c + i), employmentType: 'FULL_TIME' as const, headline, pros: paragraphs(pros), cons: paragraphs(cons),
        ...(i % 2 === 0 ? { adviceToManagement: paragraphs(advice), workLifeBalance: Math.max(1, rating - (i % 2)), careerOpportunities: Math.min(5, rating + 1), cultureValues: rating, recommendToFriend: rating >= 3 ? ('Positive' as const) : ('Negative' as const), ceoJobPerformance: rating >= 4 ? ('Approve' as const) : ('Neutral' as const) } : {}),
        ...(i % 3 === 1 ? { compensationsBenefits: Math.max(1, rating - 1), seniorManagement: rating, lengthOfEmployment: '1to3' as const, jobFunction: 'engineering' as const } : {}),
      };
      await write(current ? { type: 'current', ...fields } : { type: 'former', ...fields, lastYearEmployment: pick(years, i + 1) });
    }
    for (let i = 0; i < interviews; i++) {
      const [title, process, question, answer] = pick(interviewTexts, c + i);
      await write({
        type: 'interview', company, rating: 2 + ((c + i) % 4), title, interviewProcess: paragraphs(process), difficulty: 1 + ((c + 2 * i) % 5), gotOffer: pick(['accepted', 'none', 'declined'] as const, c + i),
        howGotInterview: pick(['online', 'referral', 'recruiter'] as const, c + i), processPeriod: 1 + (i % 3), processPeriodLabel: pick(['Weeks', 'Days', 'Months'] as const, c + i),
        interviewMonth: 1 + ((c + i) % 12), interviewYear: years[0]!, phoneScreen: true, oneOnOne: i % 2 === 0, skillsReview: c % 2 === 0, interviewQuestions: [{ question, answer }],
      });
    }
    // others found some of them helpful
    for (const [k, review] of written.entries())
      for (let h = 0; h < (k + c) % 3; h++) {
        const reader = pick(reviewers, k * 5 + h * 11 + c + 3);
        if (reader === review.author) continue;
        const marked = await markHelpful(deps, { reviewId: review.id, userId: reader, kind: k < employees ? 'review' : 'interview' }, { ...seed, actor: reader });
        if (isDomainError(marked)) throw new Error(`a demo helpful mark was refused: ${marked.code}`);
        last = marked.position ?? last;
      }
  }
  return last;
}
