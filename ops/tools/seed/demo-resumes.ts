import { defaultPlaces } from '../../../contracts/marketplace/locations/locations';
import type { SaveProfileInput } from '../../../contracts/identity/users/calls';
import { employmentTypes, seniorityLevels } from '../../../contracts/identity/users/user';

// Demo seekers: a headline, a place, a level and the tags of one of a few careers, each drawn from a
// seeded generator so every fresh start shows the same people.
const careers = [
  { title: 'QA Automation Engineer', tags: ['QA', 'Automation', 'Selenium', 'Python', 'Cypress'] },
  { title: 'Frontend Developer', tags: ['React', 'JavaScript', 'TypeScript', 'CSS', 'Software'] },
  { title: 'Backend Engineer', tags: ['Node.js', 'PostgreSQL', 'AWS', 'Software', 'Go'] },
  { title: 'Full Stack Developer', tags: ['React', 'Node.js', 'TypeScript', 'Software', 'MongoDB'] },
  { title: 'Product Manager', tags: ['Product Manager', 'Agile', 'Roadmap', 'Analytics'] },
  { title: 'Office Administrator', tags: ['Administration', 'Office', 'Excel', 'Hebrew', 'English'] },
  { title: 'HR Generalist', tags: ['Human Resources', 'Recruiting', 'People', 'Payroll'] },
  { title: 'Digital Marketing Specialist', tags: ['Marketing / Sales', 'SEO', 'PPC', 'Content'] },
  { title: 'Sales Representative', tags: ['Marketing / Sales', 'B2B', 'CRM', 'English'] },
  { title: 'DevOps Engineer', tags: ['Kubernetes', 'Terraform', 'AWS', 'Linux', 'Remote'] },
  { title: 'Data Analyst', tags: ['SQL', 'Python', 'Tableau', 'Excel'] },
  { title: 'Mobile Developer', tags: ['React Native', 'iOS', 'Android', 'Swift'] },
  { title: 'Customer Success Manager', tags: ['SaaS', 'English', 'Customer Service'] },
  { title: 'UX Designer', tags: ['Figma', 'UX', 'Research', 'Design'] },
] as const;

const firstNames = ['Noa', 'Yosef', 'Maya', 'David', 'Tamar', 'Omer', 'Shira', 'Eitan', 'Lior', 'Yael', 'Adam', 'Rivka', 'Amir', 'Dana', 'Avi', 'Michal', 'Ido', 'Roni'];
const lastNames = ['Cohen', 'Levi', 'Mizrahi', 'Peretz', 'Biton', 'Dahan', 'Avraham', 'Friedman', 'Katz', 'Azoulay', 'Malka', 'Ohana', 'Shapiro', 'Golan'];
const companies = ['Blue Harbor Labs', 'Cedar Analytics', 'Dune Robotics', 'Ella Health', 'Galil Fintech', 'Kinneret Cloud', 'Orchard AI', 'Tavor Systems', 'Yarkon Games'];
const schools = ['Tel Aviv University', 'Technion', 'Hebrew University', 'Ben-Gurion University', 'Reichman University', 'Open University'];

const pick = <T,>(random: () => number, values: readonly T[]): T => values[Math.floor(random() * values.length)]!;

export type DemoPerson = { email: string; first_name: string; last_name: string; profile: SaveProfileInput };

export function demoPerson(index: number, random: () => number): DemoPerson {
  const career = careers[index % careers.length]!;
  const place = defaultPlaces[1 + Math.floor(random() * (defaultPlaces.length - 1))]!;
  const first_name = pick(random, firstNames);
  const last_name = pick(random, lastNames);
  const tags = career.tags.filter(() => random() > 0.25);
  const seniority = pick(random, seniorityLevels);
  const years = seniority === 'Junior' ? 1 : seniority === 'Mid-Level' ? 2 : 3;
  const experience = Array.from({ length: years }, (_, i) => ({
    title: i === 0 ? career.title : `${pick(random, ['Junior', 'Associate', ''])} ${career.title}`.trim(),
    company: pick(random, companies),
    location: place.name,
    startMonth: 1 + Math.floor(random() * 12),
    startYear: 2024 - i * 3,
    endMonth: i === 0 ? null : 1 + Math.floor(random() * 12),
    endYear: i === 0 ? null : 2026 - i * 3,
    description: null,
  }));
  const education = [{ school: pick(random, schools), degree: 'B.Sc.', fieldOfStudy: career.tags[0], startMonth: 10, startYear: 2024 - years * 3 - 3, endMonth: 7, endYear: 2024 - years * 3, location: null, description: null }];
  return {
    email: `${first_name}.${last_name}.${index}@seekers.example`.toLowerCase(),
    first_name,
    last_name,
    profile: {
      title: career.title,
      location: place.name,
      loc_lat: place.lat + (random() - 0.5) * 0.02,
      loc_lng: place.lng + (random() - 0.5) * 0.02,
      seniorityLevel: seniority,
      employmentType: random() > 0.8 ? employmentTypes[1 + Math.floor(random() * 3)]! : 'FULL_TIME',
      tags: tags.length ? [...tags] : [career.tags[0]],
      personal_info: `${career.title} with ${years * 3} years of experience, based in ${place.name}. Looking for a ${seniority.toLowerCase()} role.`,
      experience,
      education,
      selectedTags: tags.slice(0, 2),
    },
  };
}
