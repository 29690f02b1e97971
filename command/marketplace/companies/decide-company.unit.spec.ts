import { describe, it } from 'vitest';
import { say } from '../../../contracts/core/messages';
import { companyMessages as m } from '../../../contracts/marketplace/companies/messages';
import { DeciderSpecification } from '../../../tests/support/specification/decider-specification';
import { companyNameDecider, type AddCompany } from './decide-company';

const given = DeciderSpecification.for(companyNameDecider);
const now = new Date('2026-11-20T09:00:00.000Z');
const at = now.toISOString();
const add = (name: string, companyId = 'c2'): AddCompany => ({ type: 'AddCompany', companyId, name, url: 'https://acme.example', now });

describe('the company name decider', () => {
  it('reserves a free name and adds the company under it', () => {
    given([]).when(add('Acme Labs', 'c1')).then([
      { type: 'CompanyNameReserved', data: { companyId: 'c1', name: 'Acme Labs', reservedAt: at } },
      { type: 'CompanyAdded', data: { companyId: 'c1', name: 'Acme Labs', url: 'https://acme.example', addedAt: at } },
    ]);
  });

  it('refuses with CompanyExists a name held already, naming the company listed under it', () => {
    given([{ type: 'CompanyNameReserved', data: { companyId: 'c1', name: 'Acme Labs', reservedAt: at } }])
      .when(add('acme  LABS'))
      .thenFails('CompanyExists', say(m.CompanyNameTaken, { name: 'Acme Labs' }));
  });
});
