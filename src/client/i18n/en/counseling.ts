import { registerMessages } from '../i18n.ts';

/** English texts: The counseling assistant (spec 2.14). Importing this module makes them available to `t()`. */
export const enCounseling = {
  'counseling.analysis.heading': 'Your debt analysis',
  'counseling.analysis.totalDebt': 'Total Debt',
  'counseling.analysis.monthlyIncome': 'Monthly Income',
  'counseling.analysis.riskLevel': 'Risk Level',
  'counseling.analysis.riskScore': 'score {score} of 100',
  'counseling.analysis.confidence': 'AI Confidence',
  'counseling.analysis.recommendation': 'Recommendation:',
  'counseling.risk.low': 'Low',
  'counseling.risk.medium': 'Medium',
  'counseling.risk.high': 'High',
  'counseling.recommendation.chapter7': 'Chapter 7',
  'counseling.recommendation.chapter13': 'Chapter 13',
  'counseling.recommendation.alternatives': 'Alternatives to bankruptcy',
  'counseling.recommendation.consult_attorney': 'Consult an attorney',
  'counseling.youSaid': 'You said:',
  'counseling.assistantSaid': 'Assistant:',
  'counseling.loading': 'Loading…',
  'counseling.delete': 'Delete',
  'counseling.deleteConversation': 'Delete conversation: {label}',
  'counseling.deleteFailedTitle': 'Error',
  'counseling.deleteFailed': 'Failed to delete the conversation. Please try again.',
  'counseling.earlier.heading': 'Your earlier conversations',
  'counseling.earlier.intro': 'Only you can see these. Delete any you no longer want kept.',
  'counseling.earlier.label': '{when} · {count} messages',
  'counseling.earlier.labelWithDebt': '{when} · {count} messages · total debt {totalDebt}',
  'counseling.connectionErrorTitle': 'Connection Error',
  'counseling.connectionError': 'Unable to connect to the counseling assistant. Please try again.',
  'counseling.logLabel': 'Conversation with the counseling assistant',
  'counseling.typing': 'The assistant is typing…',
  'counseling.inputLabel': 'Your message to the counseling assistant',
  'counseling.send': 'Send',
} as const satisfies Record<string, string>;

registerMessages('en', enCounseling);
