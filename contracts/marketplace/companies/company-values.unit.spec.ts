import { describe, expect, it } from 'vitest';
import { companyIdOfSlug, companyNameKey, companyPath, ratingTone } from './company-values';
import { missingFields } from './review-values';

describe('company names, addresses and rating colours', () => {
  it('keys a name whatever its case and spaces', () => {
    expect(new Set(['Blue Harbor Labs', 'blue harbor  labs', ' BLUEHARBOR Labs ', 'Blue\u00a0Harbor\tLabs'].map(companyNameKey))).toEqual(new Set(['blueharborlabs']));
    expect(companyNameKey('גליל פינטק')).toBe('גלילפינטק');
  });

  it('addresses a company by its slug and id, and reads the id back', () => {
    expect(companyPath({ _id: 'c0ffee', name: 'Galil Fintech & Co.' })).toBe('/companies/galil-fintech-co-c0ffee');
    expect(companyIdOfSlug('galil-fintech-co-c0ffee')).toBe('c0ffee');
    expect(companyIdOfSlug('c0ffee')).toBe('c0ffee');
  });

  it('colours 1–2 red, 3 yellow and 4–5 green, an average by its nearest star', () => {
    expect([1, 2, 2.4, 2.5, 3, 3.4, 3.5, 4, 5].map(ratingTone)).toEqual(['low', 'low', 'low', 'middle', 'middle', 'middle', 'high', 'high', 'high']);
  });

  it("finds each type's required fields left empty, rich text with nothing but markup among them", () => {
    expect(missingFields('current', { rating: 4, title: 'Dev', employmentType: 'FULL_TIME', headline: 'Fine', pros: '<p> </p>', cons: '<p>x</p>' })).toEqual(['pros']);
    expect(missingFields('former', { rating: 4, title: 'Dev', employmentType: 'FULL_TIME', headline: 'Fine', pros: 'a', cons: 'b' })).toEqual(['lastYearEmployment']);
    expect(missingFields('interview', {})).toEqual(['rating', 'title', 'interviewProcess', 'difficulty', 'gotOffer']);
  });
});
