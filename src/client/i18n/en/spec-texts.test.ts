import { describe, expect, it, vi } from 'vitest';

vi.hoisted(() => {
  // Injected by Vite at build time; tests provide it themselves.
  (globalThis as Record<string, unknown>).__SITE_CONFIG__ = { siteName: 'Test', supportEmail: 'help@test.example', supportPhone: '(800) 555-0100' };
});

const { enSignups } = await import('./signups.ts');
const { enCommunityPosts } = await import('./community-posts.ts');
const { enCommunityPostsLink } = await import('./community-posts-link.ts');
const { enNews } = await import('./news.ts');
const { enAdmin } = await import('./admin.ts');
const { en } = await import('../en.ts');

/** Texts the specification (sections 2.4, 2.17, 4, 5, 8) fixes word for word. */
describe('texts of the sign-up, community, news and admin areas', () => {
  it('has the exact labels, pending labels and toasts of the sign-up dialogs', () => {
    expect(enSignups).toMatchObject({
      'signups.firstName': 'First Name',
      'signups.lastName': 'Last Name',
      'signups.email': 'Email',
      'signups.phoneNumber': 'Phone Number',
      'signups.newsletter.pending': 'Signing Up...',
      'signups.webinar.pending': 'Registering...',
      'signups.newsletter.successTitle': 'Newsletter Signup Successful',
      'signups.webinar.successTitle': 'Webinar Registration Successful',
      'signups.newsletter.failureTitle': 'Signup Failed',
      'signups.webinar.failureTitle': 'Registration Failed',
      'signups.failureText': 'Please try again later.',
      'signups.signInTitle': 'Please sign in',
      'signups.newsletter.signInText': 'You need to be signed in to subscribe to our newsletter.',
      'signups.webinar.signInText': 'You need to be signed in to register for webinars.',
    });
  });

  it('has the exact texts of the community boxes', () => {
    expect(enCommunityPosts).toMatchObject({
      'communityPosts.story.submit': 'Share Story',
      'communityPosts.story.pending': 'Sharing...',
      'communityPosts.question.pending': 'Submitting...',
      'communityPosts.story.successTitle': 'Story Submitted',
      'communityPosts.question.successTitle': 'Question Submitted',
      'communityPosts.errorTitle': 'Error',
      'communityPosts.story.failureText': 'Failed to submit story. Please try again.',
      'communityPosts.question.failureText': 'Failed to submit question. Please try again.',
      'communityPosts.stories.heading': 'Community Stories',
      'communityPosts.category.general': 'General',
      'communityPosts.category.chapter7': 'Chapter 7',
      'communityPosts.category.chapter13': 'Chapter 13',
      'communityPosts.category.forms': 'Forms',
    });
  });

  it('has the exact news and admin texts', () => {
    expect(enNews).toMatchObject({
      'news.empty': 'No news articles available at this time.',
      'news.admin.empty': 'No news articles created yet.',
      'news.addNews': 'Add News',
      'news.createdTitle': 'Article Created',
      'news.createFailed': 'Failed to create news article.',
    });
    expect(enAdmin).toMatchObject({
      'admin.accessDenied': 'Access Denied',
      'admin.accessDeniedText': "You don't have administrator privileges to access this panel.",
      'admin.tabs.stories': 'User Stories',
      'admin.tabs.questions': 'Questions',
      'admin.tabs.news': 'News',
      'admin.tabs.users': 'Users',
      'admin.stories.empty': 'No user stories submitted yet.',
      'admin.questions.empty': 'No questions submitted yet.',
      'admin.approve': 'Approve & Publish',
      'admin.reject': 'Reject',
      'admin.status.published': 'Published',
      'admin.status.draft': 'Draft',
      'admin.stories.updatedTitle': 'Story Updated',
      'admin.questions.updatedTitle': 'Question Updated',
      'admin.stories.updateFailed': 'Failed to update story status.',
      'admin.questions.updateFailed': 'Failed to update question status.',
    });
  });

  it('keeps each area to its own keys', () => {
    const areas = [enSignups, enCommunityPosts, enCommunityPostsLink, enNews, enAdmin];
    const keys = areas.flatMap((area) => Object.keys(area));
    expect(new Set(keys).size).toBe(keys.length);
    expect(keys.filter((key) => key in en)).toEqual([]);
  });
});
