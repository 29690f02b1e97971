import { expect } from 'vitest';
import type { Company } from '../../../contracts/marketplace/companies/company';
import type { CallResult, TestApp } from '../../support/test-app';

// Reviews as the dialog sends them, one of each type, for the company named.
export const thisYear = () => new Date().getUTCFullYear();
export const currentReview = (company: string, change: Record<string, unknown> = {}) => ({
  type: 'current', company, rating: 4, title: 'Backend Developer', employmentType: 'FULL_TIME', headline: 'Great team, slow releases', pros: '<p>Smart people</p>', cons: '<p>Legacy code</p>', ...change,
});
export const formerReview = (company: string, change: Record<string, unknown> = {}) => ({ ...currentReview(company), type: 'former', lastYearEmployment: thisYear() - 1, ...change });
export const interviewReview = (company: string, change: Record<string, unknown> = {}) => ({
  type: 'interview', company, rating: 3, title: 'Data Analyst', interviewProcess: '<p>A phone screen, then a home task</p>', difficulty: 4, gotOffer: 'none', ...change,
});

export const okCall = async <T>(t: TestApp, name: string, body: unknown, token?: string): Promise<T> => {
  const res: CallResult<T> = await t.call<T>(name, body, token);
  expect(res.status, `${name}: ${JSON.stringify(res.body)}`).toBe(200);
  return res.body;
};

export const addCompany = async (t: TestApp, token: string, company: string, url?: string): Promise<Company> =>
  (await okCall<{ company: Company }>(t, 'addCompany', { company, ...(url ? { url } : {}) }, token)).company;
