// Long descriptions are cut at the last space before the limit (1010 characters, 510 on mobile) and
// expand with READ MORE (marketplace spec §9).
export const DESCRIPTION_LIMIT = 1010;
export const DESCRIPTION_LIMIT_MOBILE = 510;

// Plain text: null when it fits, else the text up to the last space within the limit (a single word
// longer than the limit is cut at the limit).
export const cutAtLastSpace = (text: string, limit: number): string | null => {
  if (text.length <= limit) return null;
  const space = text.lastIndexOf(' ', limit);
  return text.slice(0, space > 0 ? space : limit).trimEnd();
};

// HTML the server sanitised: only the text counts toward the limit, so a cut never breaks a tag.
export const truncateHtml = (html: string, limit: number): { html: string; truncated: boolean } => {
  const doc = new DOMParser().parseFromString(`<div>${html}</div>`, 'text/html');
  const root = doc.body.firstElementChild;
  const text = root?.textContent ?? '';
  const cut = cutAtLastSpace(text, limit);
  if (!root || cut === null) return { html, truncated: false };
  const walker = doc.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  let remaining = cut.length;
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const value = node.textContent ?? '';
    node.textContent = remaining <= 0 ? '' : remaining >= value.length ? value : `${value.slice(0, remaining)}…`;
    if (remaining > 0 && remaining < value.length) remaining = 0;
    else remaining -= value.length;
  }
  return { html: root.innerHTML, truncated: true };
};
