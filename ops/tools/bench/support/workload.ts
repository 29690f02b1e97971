import type { Insertable } from 'kysely';
import type { JobTable } from '../../../../contracts/marketplace/jobs/tables';
import type { JobSearchParams } from '../../../../contracts/marketplace/jobs/calls';
import type { JobInfo, JobStatus } from '../../../../contracts/marketplace/jobs/job';
import { defaultPlaces } from '../../../../contracts/marketplace/locations/locations';
import type { EmploymentType, SeniorityLevel } from '../../../../contracts/identity/users/user';
import { pick, pickSome } from './stats';

// Realistic-looking marketplace data, drawn from a seeded generator so every run sees the same.

const roles = [
  'Backend Engineer', 'Frontend Developer', 'Full Stack Developer', 'DevOps Engineer', 'Data Scientist', 'Data Analyst',
  'QA Automation Engineer', 'Product Manager', 'UX Designer', 'Mobile Developer', 'Embedded Software Engineer',
  'Customer Success Manager', 'Sales Representative', 'Accountant', 'Marketing Manager', 'HR Business Partner',
  'Technical Writer', 'Support Engineer', 'Security Researcher', 'Machine Learning Engineer', 'Team Lead', 'Office Manager',
  'Registered Nurse', 'Electrician', 'Truck Driver', 'Line Cook', 'Warehouse Worker', 'Math Teacher', 'Graphic Designer',
  'Project Manager', 'Site Reliability Engineer', 'Database Administrator', 'Business Analyst', 'Recruiter', 'Bookkeeper',
] as const;

const companyHeads = [
  'Acme', 'Blue', 'Cedar', 'Delta', 'Echo', 'Falcon', 'Galil', 'Harbor', 'Iris', 'Jordan', 'Keter', 'Lime', 'Magen', 'Negev',
  'Orion', 'Pardes', 'Quartz', 'Rimon', 'Sapir', 'Tamar', 'Urban', 'Vered', 'Wave', 'Yarden', 'Zohar', 'Nova', 'Atlas',
  'Carmel', 'Dune', 'Ember', 'Gilboa', 'Hermon', 'Kinneret', 'Lotus', 'Meron', 'Oak', 'Pine', 'Sharon', 'Tavor', 'Vista',
] as const;
const companyTails = [
  'Labs', 'Systems', 'Health', 'Logistics', 'Software', 'Analytics', 'Security', 'Foods', 'Retail', 'Energy', 'Robotics',
  'Media', 'Finance', 'Cloud', 'Networks', 'Bio', 'Motors', 'Studio', 'Capital', 'Education', 'Telecom', 'Games', 'Insurance',
  'Construction', 'Pharma',
] as const;
export const companies: readonly string[] = companyHeads.flatMap((h) => companyTails.map((t) => `${h} ${t}`));

export const tagPool = [
  'Node.js', 'TypeScript', 'JavaScript', 'React', 'Angular', 'Vue', 'PostgreSQL', 'MySQL', 'MongoDB', 'Redis', 'Kafka', 'AWS', 'GCP',
  'Azure', 'Docker', 'Kubernetes', 'Terraform', 'Python', 'Django', 'Java', 'Spring', 'Kotlin', 'Swift', 'Go', 'Rust', 'C++', 'C#',
  '.NET', 'Linux', 'SQL', 'Excel', 'Salesforce', 'Figma', 'Photoshop', 'SEO', 'Hebrew', 'English', 'Russian', 'Arabic',
  'Customer Service', 'B2B Sales', 'Accounting', 'Payroll', 'Logistics', 'Forklift', 'Driving License C', 'First Aid',
  'Teaching', 'Project Management', 'Agile', 'Scrum', 'Machine Learning', 'PyTorch', 'Pandas', 'Spark', 'Tableau', 'Selenium',
  'Cypress', 'Security', 'Networking', 'Embedded C', 'RTOS', 'iOS', 'Android', 'GraphQL', 'REST', 'Microservices', 'CI/CD',
] as const;

// Sentences any posting might carry, in words people rarely search for: a keyword then matches the
// postings about it, not every posting that happens to use common vocabulary.
const fillers = [
  'You will join a small group of friendly and curious people.',
  'We offer a flexible schedule, a yearly bonus and a pleasant office near public transport.',
  'Hybrid work is possible after the first three months.',
  'The position is available immediately.',
  'We value ownership, clear writing and kindness.',
  'Relevant experience of at least two years is required.',
  'A degree is an advantage but not a must.',
  'Good Hebrew and English are expected.',
  'You will report to the head of the department.',
  'Our offices are open Sunday to Thursday.',
  'We are growing quickly and hiring for several roles.',
  'Candidates of every background are welcome to apply.',
  'The role includes occasional travel to customers.',
  'We provide a laptop, parking and a daily meal card.',
  'Training is given on the job by experienced colleagues.',
  'Shifts are planned two weeks ahead.',
  'Please attach a short note about yourself.',
  'Salary will be discussed in the first interview.',
] as const;

const seniorities: readonly SeniorityLevel[] = ['Junior', 'Mid-Level', 'Mid-Level', 'Mid-Level', 'Senior', 'Senior'];
const employment: readonly EmploymentType[] = [
  'FULL_TIME', 'FULL_TIME', 'FULL_TIME', 'FULL_TIME', 'FULL_TIME', 'FULL_TIME', 'FULL_TIME', 'PART_TIME', 'PART_TIME',
  'CONTRACTOR', 'TEMPORARY', 'INTERN', 'PER_DIEM', 'VOLUNTEER',
];

// Tel Aviv and the centre carry most jobs, as on a real Israeli board.
const placeWeights = [0, 30, 10, 8, 8, 3, 4, 7, 8, 6, 2, 5, 5, 3, 3, 3];
const weightedPlaces = defaultPlaces.flatMap((p) => Array.from({ length: placeWeights[p.index] ?? 0 }, () => p));

function description(rng: () => number, role: string, company: string, place: string, tags: readonly string[]): string {
  const extra = Array.from({ length: 3 + Math.floor(rng() * 6) }, () => pick(rng, fillers));
  return [`${company} is looking for a ${role.toLowerCase()} in ${place}.`, `Experience with ${tags.join(', ')} is a plus.`, ...extra].join(' ');
}

export function jobInfo(rng: () => number): JobInfo {
  const role = pick(rng, roles);
  const place = pick(rng, weightedPlaces);
  const tags = pickSome(rng, tagPool, 1, 6);
  const salaryMin = 8000 + Math.floor(rng() * 30) * 1000;
  const company = pick(rng, companies);
  return {
    title: rng() < 0.3 ? `${pick(rng, seniorities)} ${role}` : role,
    company,
    company_url: null,
    employmentType: pick(rng, employment),
    seniorityLevel: pick(rng, seniorities),
    description: description(rng, role, company, place.name, tags),
    location: place.name,
    // a few kilometres around the town centre
    loc_lat: place.lat + (rng() - 0.5) * 0.06,
    loc_lng: place.lng + (rng() - 0.5) * 0.06,
    country: 'Israel',
    countryCode: 'IL',
    streetAddress: null,
    postalCode: null,
    salaryMin: rng() < 0.6 ? salaryMin : null,
    salaryMax: null,
    salaryCurrency: 'ILS',
    salaryFrequency: 'MONTH',
    tags,
    selectedTags: tags.slice(0, 1),
    phone: null,
    phoneToAllJobs: false,
  };
}

// salaryMax only when salaryMin is set, as the job form demands
export function withSalaryRange(job: JobInfo): JobInfo {
  return job.salaryMin === null ? job : { ...job, salaryMax: job.salaryMin + 5000 };
}

export function jobRow(rng: () => number, id: string, ownerId: string, createdAt: Date, status: JobStatus, position: string): Insertable<JobTable> {
  const job = withSalaryRange(jobInfo(rng));
  return {
    id,
    owner_id: ownerId,
    title: job.title,
    company: job.company,
    company_url: job.company_url,
    employment_type: job.employmentType,
    seniority_level: job.seniorityLevel,
    description: job.description,
    location: job.location,
    loc_lat: job.loc_lat,
    loc_lng: job.loc_lng,
    country: job.country,
    country_code: job.countryCode,
    street_address: job.streetAddress,
    postal_code: job.postalCode,
    salary_min: job.salaryMin,
    salary_max: job.salaryMax,
    salary_currency: job.salaryCurrency,
    salary_frequency: job.salaryFrequency,
    tags: job.tags,
    selected_tags: job.selectedTags,
    phone: job.phone,
    phone_to_all_jobs: job.phoneToAllJobs,
    status,
    applies: Math.floor(rng() * 20),
    // a few paid promotions float to the top
    promoted: rng() < 0.02 ? 1 : 0,
    created_at: createdAt,
    updated_at: createdAt,
    last_position: position,
  };
}

const firstNames = ['Noa', 'Yosef', 'Maya', 'David', 'Tamar', 'Omer', 'Shira', 'Eitan', 'Lior', 'Yael', 'Adam', 'Rivka', 'Amir', 'Dana'];
const lastNames = ['Cohen', 'Levi', 'Mizrahi', 'Peretz', 'Biton', 'Dahan', 'Avraham', 'Friedman', 'Katz', 'Azoulay', 'Malka', 'Ohana'];

export function userRegisteredData(rng: () => number, userId: string, lookingforwork: boolean, at: string): Record<string, unknown> {
  const first = pick(rng, firstNames);
  const last = pick(rng, lastNames);
  return {
    userId,
    email: `${first}.${last}.${userId.slice(0, 8)}@example.com`.toLowerCase(),
    first_name: first,
    last_name: last,
    lookingforwork,
    isAdmin: false,
    card_color: Math.floor(rng() * 14),
    source: 'web',
    registeredAt: at,
  };
}

export function profileChanges(rng: () => number): Record<string, unknown> {
  const place = pick(rng, weightedPlaces);
  return {
    title: pick(rng, roles),
    phone: `05${Math.floor(rng() * 10)}-${String(Math.floor(rng() * 1e7)).padStart(7, '0')}`,
    location: place.name,
    loc_lat: place.lat,
    loc_lng: place.lng,
    seniorityLevel: pick(rng, seniorities),
    tags: pickSome(rng, tagPool, 2, 8),
  };
}

export type SearchCase = { kind: string; params: JobSearchParams };

const keywordPool = [
  'engineer', 'developer', 'react', 'backend', 'data', 'manager', 'python', 'sales', 'nurse', 'driver', 'java', 'devops', 'designer',
  'qa', 'analyst', 'senior', 'junior', 'cloud', 'kubernetes', 'teacher', 'accountant', 'security', 'mobile', 'node', 'typescript',
  'dev', 'eng', 'mana', 'full stack', 'backend engineer', 'data analyst', 'product manager', 'react developer', 'team lead',
  'warehouse', 'support engineer', 'machine learning', 'postgresql', 'customer success',
];

// What people type into the job board, in the proportions a board sees: mostly keywords and a town.
export function searchCases(rng: () => number, n: number): SearchCase[] {
  const town = () => {
    const place = pick(rng, defaultPlaces.slice(1));
    return { lat: place.lat, lng: place.lng, text: place.name };
  };
  const radius = () => pick(rng, [10, 25, 25, 25, 50]);
  const cases: SearchCase[] = [];
  for (let i = 0; i < n; i++) {
    const r = rng();
    if (r < 0.25) cases.push({ kind: 'keywords', params: { queryString: pick(rng, keywordPool) } });
    else if (r < 0.55) cases.push({ kind: 'keywords+radius', params: { queryString: pick(rng, keywordPool), locationObj: town(), radius: radius() } });
    else if (r < 0.75)
      cases.push({
        kind: 'keywords+radius+filters',
        params: {
          queryString: pick(rng, keywordPool),
          locationObj: town(),
          radius: radius(),
          ...(rng() < 0.6 ? { seniorityLevel: pickSome(rng, ['Junior', 'Mid-Level', 'Senior'], 1, 2) } : {}),
          ...(rng() < 0.5 ? { employmentType: pickSome(rng, ['FULL_TIME', 'PART_TIME', 'CONTRACTOR'], 1, 2) } : {}),
          ...(rng() < 0.5 ? { tags: pickSome(rng, tagPool, 1, 3) } : {}),
          ...(rng() < 0.3 ? { datePosted: pick(rng, [172800, 604800, 2592000]) } : {}),
        },
      });
    else if (r < 0.9) cases.push({ kind: 'radius', params: { locationObj: town(), radius: radius() } });
    else cases.push({ kind: 'tags+seniority', params: { tags: pickSome(rng, tagPool, 1, 2), seniorityLevel: [pick(rng, ['Junior', 'Mid-Level', 'Senior'])] } });
  }
  return cases;
}
