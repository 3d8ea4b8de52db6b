export interface SeedChatRoom {
  slug: string;
  name: string;
  type: 'general' | 'chapter7' | 'chapter13' | 'support';
  description: string;
}

/** The four topic rooms of spec 2.13. */
export const SEED_CHAT_ROOMS: readonly SeedChatRoom[] = [
  {
    slug: 'general-discussion',
    name: 'General Discussion',
    type: 'general',
    description: 'Meet others going through bankruptcy. Share what helped you and ask how others coped.',
  },
  {
    slug: 'chapter-7-support',
    name: 'Chapter 7 Support',
    type: 'chapter7',
    description: 'Questions and experiences about Chapter 7: the means test, exemptions, the 341 meeting and discharge.',
  },
  {
    slug: 'chapter-13-support',
    name: 'Chapter 13 Support',
    type: 'chapter13',
    description: 'Living on a Chapter 13 plan: plan payments, the trustee, catching up on a mortgage or car loan.',
  },
  {
    slug: 'legal-questions',
    name: 'Legal Questions',
    type: 'support',
    description: 'Ask about forms, deadlines and court steps. Peers share experience, not legal advice.',
  },
];
