const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

// The HTML of a marketplace mail: a title, a line of text and one button to act on it.
export const actionMailHtml = (title: string, body: string, link: string, action: string) =>
  `<!doctype html><html><body style="font-family:Arial,sans-serif;color:#1d2433">` +
  `<h2>${escapeHtml(title)}</h2><p>${escapeHtml(body)}</p>` +
  `<p><a href="${escapeHtml(link)}" style="background:#1565c0;color:#fff;padding:10px 18px;border-radius:6px;text-decoration:none">${escapeHtml(action)}</a></p></body></html>`;
