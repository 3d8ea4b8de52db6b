import { describe, expect, it, vi } from 'vitest';

vi.hoisted(() => {
  // Injected by Vite at build time; tests provide it themselves.
  (globalThis as Record<string, unknown>).__SITE_CONFIG__ = { siteName: 'Test', supportEmail: 'help@test.example', supportPhone: '(800) 555-0100' };
});

const { enChat } = await import('./chat.ts');

/** Texts the specification (sections 2.12, 2.13 and 8) fixes word for word. */
describe('chat texts', () => {
  it('has the exact texts of the signed-in chat and its failure toast', () => {
    expect(enChat).toMatchObject({
      'chat.selectRoom': 'Select a chat room to start chatting',
      'chat.online': 'Online',
      'chat.offline': 'Offline',
      'chat.sendFailedTitle': 'Message Failed',
      'chat.sendFailedText': 'Unable to send message. Please try again.',
      'chat.inputPlaceholder': 'Type your message...',
      'chat.resources.heading': 'Real-Time Community Support',
    });
  });

  it('has the exact texts of the demo mode', () => {
    expect(enChat).toMatchObject({
      'chat.demo.heading': 'Community Chat Preview',
      'chat.demo.badge': 'Demo Mode',
      'chat.demo.room1Name': 'General Discussion',
      'chat.demo.room2Name': 'Chapter 7 Support',
      'chat.demo.room3Name': 'Chapter 13 Support',
      'chat.demo.room4Name': 'Legal Questions',
      'chat.demo.placeholder': 'Sign in to participate in chat...',
      'chat.demo.joinTitle': 'Join Our Community',
      'chat.demo.signIn': 'Sign In to Chat',
    });
  });
});
