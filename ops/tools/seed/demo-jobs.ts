import { defaultPlaces } from '../../../contracts/marketplace/locations/locations';
import type { JobInfo } from '../../../contracts/marketplace/jobs/job';
import { employmentTypes, seniorityLevels } from '../../../contracts/identity/users/user';

// A small deterministic generator, so every fresh start shows the same demo jobs.
export const seededRandom = (seed: number) => () => {
  seed = (seed * 1664525 + 1013904223) % 4294967296;
  return seed / 4294967296;
};

const roles = [
  { title: 'QA Automation Engineer', tags: ['QA', 'Automation', 'Selenium', 'Python'] },
  { title: 'Junior Frontend Developer', tags: ['Junior', 'React', 'JavaScript', 'CSS'] },
  { title: 'Senior Backend Engineer', tags: ['Software', 'Node.js', 'PostgreSQL', 'AWS'] },
  { title: 'Full Stack Developer', tags: ['Software', 'React', 'Node.js', 'TypeScript'] },
  { title: 'Product Manager', tags: ['Product Manager', 'Agile', 'Roadmap'] },
  { title: 'Office Administrator', tags: ['Administration', 'Office', 'Hebrew', 'English'] },
  { title: 'HR Business Partner', tags: ['Human Resources', 'Recruiting', 'People'] },
  { title: 'Talent Acquisition Specialist', tags: ['Human Resources', 'Recruiting', 'Sourcing'] },
  { title: 'Digital Marketing Manager', tags: ['Marketing / Sales', 'SEO', 'PPC'] },
  { title: 'Account Executive', tags: ['Marketing / Sales', 'B2B', 'CRM'] },
  { title: 'DevOps Engineer', tags: ['Software', 'Kubernetes', 'Terraform', 'Remote'] },
  { title: 'Data Analyst', tags: ['Software', 'SQL', 'Python', 'Tableau'] },
  { title: 'Mobile Developer', tags: ['Software', 'React Native', 'iOS', 'Android'] },
  { title: 'Customer Success Manager', tags: ['Marketing / Sales', 'SaaS', 'English'] },
  { title: 'Remote Support Engineer', tags: ['Remote', 'Support', 'Linux'] },
  { title: 'Junior QA Tester', tags: ['QA', 'Junior', 'Manual Testing'] },
] as const;

export const demoCompanies = [
  'Blue Harbor Labs', 'Cedar Analytics', 'Dune Robotics', 'Ella Health', 'Galil Fintech', 'Hermon Security', 'Jaffa Studio',
  'Kinneret Cloud', 'Lavender Retail', 'Meron Logistics', 'Negev Energy', 'Orchard AI', 'Pardes Media', 'Sharon Bio',
  'Tavor Systems', 'Yarkon Games', 'Zohar Insurance', 'Arbel Foods', 'Carmel Mobility', 'Gilboa Education',
] as const;

const blurbs = [
  'You will join a small team that ships every week and owns its work from idea to production.',
  'We offer a hybrid model, a learning budget and a friendly, ambitious team.',
  'Our customers rely on us every day; you will help us keep that promise as we grow.',
  'Mentoring, clear goals and real responsibility from your first month.',
];

export function demoJob(index: number, company: string, random: () => number): JobInfo {
  const role = roles[index % roles.length]!;
  const place = defaultPlaces[1 + (index % (defaultPlaces.length - 1))]!;
  const seniority = role.title.startsWith('Junior') ? 'Junior' : role.title.startsWith('Senior') ? 'Senior' : seniorityLevels[Math.floor(random() * 3)]!;
  const withSalary = random() > 0.3;
  const min = Math.round((9 + random() * 25) * 1000);
  return {
    title: role.title,
    company,
    company_url: `https://${company.toLowerCase().replace(/\s+/g, '')}.example`,
    employmentType: random() > 0.85 ? employmentTypes[1 + Math.floor(random() * 3)]! : 'FULL_TIME',
    seniorityLevel: seniority,
    description: `${company} is hiring a ${role.title} in ${place.name}. ${blurbs[index % blurbs.length]} ${blurbs[(index + 1) % blurbs.length]}\n\nWhat you bring: experience with ${role.tags.slice(1).join(', ') || role.tags[0]}, curiosity and good communication in Hebrew and English.`,
    location: place.name,
    loc_lat: place.lat + (random() - 0.5) * 0.02,
    loc_lng: place.lng + (random() - 0.5) * 0.02,
    country: 'Israel',
    countryCode: 'IL',
    streetAddress: null,
    postalCode: null,
    salaryMin: withSalary ? min : null,
    salaryMax: withSalary ? min + Math.round(random() * 12) * 1000 : null,
    salaryCurrency: 'ILS',
    salaryFrequency: 'MONTH',
    tags: [...role.tags],
    selectedTags: role.tags.slice(0, 2),
    phone: null,
    phoneToAllJobs: false,
  };
}
