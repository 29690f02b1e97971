// The document service that turns a shared Google doc into .docx or PDF (its export link). It is
// reached over HTTPS; the fetch is passed in so the adapter is tested against recorded answers.
export type DocumentFormat = 'docx' | 'pdf';
export type FetchLike = (url: string, init: { signal: AbortSignal; redirect: 'manual' }) => Promise<{ status: number; headers: { get(name: string): string | null } }>;

const contentTypes: Record<DocumentFormat, string> = {
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  pdf: 'application/pdf',
};

// The document id of a Google Docs link (docs.google.com/document/d/{id}/…), or null.
export function googleDocId(link: string): string | null {
  try {
    const url = new URL(link);
    if (url.protocol !== 'https:' || url.hostname !== 'docs.google.com') return null;
    const match = /^\/document\/d\/([A-Za-z0-9_-]{10,})/.exec(url.pathname);
    return match?.[1] ?? null;
  } catch {
    return null;
  }
}

export const exportUrl = (docId: string, format: DocumentFormat) => `https://docs.google.com/document/d/${docId}/export?format=${format}`;

// Whether the document service converts the doc: a shared doc answers 200 with the format's type;
// a private one redirects to a sign-in page, a missing one answers 404.
export async function convertGoogleDoc(fetchFn: FetchLike, link: string, format: DocumentFormat): Promise<{ ok: boolean }> {
  const docId = googleDocId(link);
  if (!docId) return { ok: false };
  try {
    const response = await fetchFn(exportUrl(docId, format), { signal: AbortSignal.timeout(10_000), redirect: 'manual' });
    return { ok: response.status === 200 && (response.headers.get('content-type') ?? '').startsWith(contentTypes[format]) };
  } catch {
    return { ok: false };
  }
}
