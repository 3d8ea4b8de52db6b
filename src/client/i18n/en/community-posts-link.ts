import { registerMessages } from '../i18n.ts';

/**
 * English texts: the pointer to /community's stories and questions from other pages (the home
 * sidebar). Apart from the community boxes' texts, which those pages do not need. Importing this
 * module makes them available to `t()`.
 */
export const enCommunityPostsLink = {
  'communityPosts.link.heading': 'From our community',
  'communityPosts.link.text': 'Read stories from people who filed on their own, and questions answered by our team.',
  'communityPosts.link.label': 'Community Stories & Questions',
} as const satisfies Record<string, string>;

registerMessages('en', enCommunityPostsLink);
