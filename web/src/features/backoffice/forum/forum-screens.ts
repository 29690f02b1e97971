import { defineScreens } from '../../../app/screen';
import { loadForumStrings } from './forum-strings';

// /interviews: the list; /interviews/{param}: a search, a page of it, or a topic ({title}-{id}).
export const forumScreens = defineScreens([
  { name: 'interviewsForum', path: '/interviews/:param?', page: () => import('./forum-page').then((m) => m.ForumPage), strings: [loadForumStrings] },
]);
