import { defaultClientsRange, homeToday } from '@contracts/backoffice/clients-status/clients-table';

// The clients table's filters as the address keeps them (?from=&to=&status=&plan=), the range
// defaulting to one year back to two days ahead.
export type ClientsFilters = { from: string; to: string; status?: string; plan?: string };

export function filtersOf(params: URLSearchParams, now: Date): ClientsFilters {
  const fallback = defaultClientsRange(homeToday(now));
  const status = params.get('status') || undefined;
  const plan = params.get('plan') || undefined;
  return { from: params.get('from') || fallback.from, to: params.get('to') || fallback.to, ...(status ? { status } : {}), ...(plan ? { plan } : {}) };
}

export const paramsOf = (filters: Partial<ClientsFilters>): Record<string, string> =>
  Object.fromEntries(Object.entries(filters).filter((entry): entry is [string, string] => typeof entry[1] === 'string' && entry[1] !== ''));

// A range that ends before it starts asks nothing of the server.
export const rangeIsWrong = (filters: ClientsFilters): boolean => filters.from > filters.to;
