export interface SeedChatRoom {
  slug: string;
  name: string;
  type: 'general' | 'chapter7' | 'chapter13' | 'support';
  description: string;
  /** Pinned above the messages: a welcome and the room's guidelines. */
  pinnedNotice: string;
}

/** The guidelines every room pins under its own welcome. */
const GUIDELINES = `Guidelines for this room:
- Be kind. Everyone here is going through something hard.
- Share your experience, not legal advice. For advice about your own case, talk to a lawyer or a legal aid office.
- Never post your Social Security number, case number or account numbers.
- Other members answer here, at any hour; staff are not in the room around the clock. Use Report on any message that breaks these rules and a moderator will review it.`;

const welcome = (intro: string) => `${intro}\n\n${GUIDELINES}`;

/** The four topic rooms of spec 2.13. */
export const SEED_CHAT_ROOMS: readonly SeedChatRoom[] = [
  {
    slug: 'general-discussion',
    name: 'General Discussion',
    type: 'general',
    description: 'Meet others going through bankruptcy. Share what helped you and ask how others coped.',
    pinnedNotice: welcome('Welcome to General Discussion. Say hello, share what has helped you, and ask how others coped.'),
  },
  {
    slug: 'chapter-7-support',
    name: 'Chapter 7 Support',
    type: 'chapter7',
    description: 'Questions and experiences about Chapter 7: the means test, exemptions, the 341 meeting and discharge.',
    pinnedNotice: welcome('Welcome to Chapter 7 Support. Ask others about the means test, exemptions, the meeting of creditors and the discharge.'),
  },
  {
    slug: 'chapter-13-support',
    name: 'Chapter 13 Support',
    type: 'chapter13',
    description: 'Living on a Chapter 13 plan: plan payments, the trustee, catching up on a mortgage or car loan.',
    pinnedNotice: welcome('Welcome to Chapter 13 Support. Talk with others about living on a repayment plan: payments, the trustee, and catching up on a home or car loan.'),
  },
  {
    slug: 'legal-questions',
    name: 'Legal Questions',
    type: 'support',
    description: 'Ask about forms, deadlines and court steps. Peers share experience, not legal advice.',
    pinnedNotice: welcome('Welcome to Legal Questions. Ask about forms, deadlines and court steps. Members share what they learned; for a question about your own case, ask a lawyer or legal aid.'),
  },
];
