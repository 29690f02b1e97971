// What of a search is kept for 'People Also Searched': its keywords, lowercased, spaces collapsed. A
// search that may name a person's contact (an email, a run of digits, a web address) is not kept, nor
// one too long to be a common search.
export const MAX_TERM_LENGTH = 60;

// A term is offered to others only once this many searches made it: a one-off (a person's name
// typed on the resume list) never shows.
export const MIN_SEARCHES_SHOWN = 3;

// Up to 10 links in each footer list.
export const FOOTER_LINKS = 10;

export const searchTerm = (queryString: string): string | null => {
  const term = queryString.normalize('NFKC').toLowerCase().replace(/\s+/g, ' ').trim();
  if (term.length < 2 || term.length > MAX_TERM_LENGTH) return null;
  if (/@|\d{4,}|https?:|www\.|\.(com|org|net|io|co\.il)\b/.test(term)) return null;
  return term;
};
