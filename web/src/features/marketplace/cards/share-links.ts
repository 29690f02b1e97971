export type ShareTarget = 'facebook' | 'linkedin' | 'twitter' | 'email';
export const shareTargets: readonly ShareTarget[] = ['facebook', 'linkedin', 'twitter', 'email'];

// Each network's own share address for a link; email opens the reader's mail with subject and body.
export const shareUrl = (target: ShareTarget, { url, title, subject, body }: { url: string; title: string; subject: string; body: string }): string => {
  const u = encodeURIComponent(url);
  if (target === 'facebook') return `https://www.facebook.com/sharer/sharer.php?u=${u}`;
  if (target === 'linkedin') return `https://www.linkedin.com/sharing/share-offsite/?url=${u}`;
  if (target === 'twitter') return `https://twitter.com/intent/tweet?url=${u}&text=${encodeURIComponent(title)}`;
  return `mailto:?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`;
};
