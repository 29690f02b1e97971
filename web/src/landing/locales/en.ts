// English texts of the 'landing' namespace, loaded with the screens that use it; he.ts must have the same keys.
export const en = {
  landing: {
    headlineSeeker: 'Your Dream Job Is Just One Click Away.',
    headlineRecruiter: 'Your Dream Talent Is Just One Click Away.',
    subtitleSeeker: 'Swipe through thousands of open positions, match with recruiters and land the interview.',
    subtitleRecruiter: 'Post jobs for free, meet candidates who fit and hire faster.',
    stepsTitle: 'How it works',
    search: 'Search',
    searchJobs: 'From thousands of jobs',
    searchTalents: 'From thousands of talents',
    match: 'Match',
    matchJobs: 'With jobs offers',
    matchTalents: 'With talents offers',
    connect: 'Connect',
    connectText: 'And interview',
    exploreJobs: 'Explore Jobs',
    exploreTalents: 'Explore Talents',
    exploreSubtitle: 'Popular categories people search for every day',
    ctaTitle: 'Hiring? Post your first job for free.',
    ctaText: 'Reach candidates who are ready to talk today.',
    sampleTitle: 'Senior Frontend Engineer',
    sampleCompany: 'Nimbus Labs',
    sampleTitle2: 'Product Manager',
    sampleCompany2: 'Orbit Health',
    matched: "It's a match!",
    perMonth: '/month',
  },
  categories: {
    qa: 'QA',
    junior: 'Junior',
    software: 'Software',
    productManager: 'Product Manager',
    administration: 'Administration',
    humanResources: 'Human Resources',
    marketingSales: 'Marketing / Sales',
    remote: 'Remote',
  },
} as const;

type Texts<T> = { [K in keyof T]: T[K] extends string ? string : Texts<T[K]> };
export type Translation = Texts<typeof en>;
