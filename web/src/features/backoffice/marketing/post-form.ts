import { cloneName } from '@contracts/backoffice/marketing/marketing';
import type { Post, PostFields, Version } from '@contracts/backoffice/marketing/post';

// The post dialog's draft: the post's fields as createEditMPost takes them.
export const emptyVersion = (name: string): Version => ({ name, beforeCTA: '', afterCTA: '', comments: '', reshareText: '', additionalText: '', whatChanged: '', closed: false, newsletterId: null });

export const emptyPost = (): PostFields => ({
  name: '',
  type: 'Professional',
  subType: 'Text',
  status: 'New',
  contentLink: '',
  isTest: false,
  endTest: null,
  defaultVersion: '',
  isGoogle: false,
  isTikTok: false,
  isYouTube: false,
  versions: [emptyVersion('v1')],
});

export const fieldsOf = (post: Post): PostFields => {
  const { _id: _id, publishesCount: _count, lastPublished: _last, updatedAt: _updated, ...fields } = post;
  return fields;
};

// The version actions of the dialog, each the post as it is to be saved.
export const withDefault = (post: PostFields, name: string): PostFields => ({ ...post, defaultVersion: name });
export const withClone = (post: PostFields, index: number): PostFields => {
  const source = post.versions[index]!;
  const name = cloneName(source.name, post.versions.map((v) => v.name));
  return { ...post, versions: [...post.versions, { ...source, name, closed: false, newsletterId: null, whatChanged: '' }] };
};
// deleting keeps the version, closed; the default moves to the first open one
export const withClosed = (post: PostFields, index: number): PostFields => {
  const versions = post.versions.map((v, i) => (i === index ? { ...v, closed: true } : v));
  const closing = post.versions[index]!.name;
  return { ...post, versions, defaultVersion: post.defaultVersion === closing ? (versions.find((v) => !v.closed)?.name ?? '') : post.defaultVersion };
};
export const withNewVersion = (post: PostFields): PostFields => {
  const taken = post.versions.map((v) => v.name);
  let n = post.versions.length + 1;
  while (taken.includes(`v${n}`)) n++;
  return { ...post, versions: [...post.versions, emptyVersion(`v${n}`)] };
};
