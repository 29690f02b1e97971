import { useState } from 'react';
import type { ApiError } from '../../app/base-query';
import { useAppSelector } from '../../app/hooks';

const GENERIC_ERROR = 'Something went wrong';

const fileNameOf = (disposition: string | null) => /filename="([^"]+)"/.exec(disposition ?? '')?.[1] ?? 'export.csv';

const failure = async (response: Response): Promise<ApiError> => {
  const body: unknown = await response.json().catch(() => null);
  const error = typeof body === 'object' && body !== null && typeof (body as { error?: unknown }).error === 'string' ? (body as { error: string }).error : GENERIC_ERROR;
  return { status: response.status, body: { error } };
};

// Hands the browser the file as a download, under the name the server gave it.
const save = (blob: Blob, name: string) => {
  const url = URL.createObjectURL(blob);
  const link = Object.assign(document.createElement('a'), { href: url, download: name });
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
};

// A table call asked for as CSV (Accept: text/csv): the same call and input the table shows.
export function useCsvDownload() {
  const token = useAppSelector((state) => state.auth.token);
  const [exporting, setExporting] = useState(false);
  const [error, setError] = useState<ApiError | null>(null);
  const download = async (call: string, input: object) => {
    setExporting(true);
    setError(null);
    try {
      const response = await fetch(new URL(`/api/${call}`, window.location.origin), {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Accept: 'text/csv', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
        body: JSON.stringify(input),
      });
      if (!response.ok) return setError(await failure(response));
      save(await response.blob(), fileNameOf(response.headers.get('content-disposition')));
    } catch {
      setError({ status: 'FETCH_ERROR', body: { error: GENERIC_ERROR } });
    } finally {
      setExporting(false);
    }
  };
  return { download, exporting, error };
}
