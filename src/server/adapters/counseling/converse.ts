/** A whole conversation with a counselor, message by message, as the service runs it: for tests and the evaluation. */
import { initialConversationState, type ConversationState, type Counselor, type CounselorReply, type CounselorTools } from './counselor.ts';

export async function converseWith(counselor: Counselor, tools: CounselorTools, messages: readonly string[]): Promise<{ replies: CounselorReply[]; state: ConversationState }> {
  let state = initialConversationState();
  const replies: CounselorReply[] = [];
  const history: Array<{ role: 'user' | 'assistant'; content: string }> = [];
  for (const message of messages) {
    const reply = await counselor.reply({ message, state, history: [...history] }, tools);
    history.push({ role: 'user', content: message }, { role: 'assistant', content: reply.response });
    replies.push(reply);
    state = reply.state;
  }
  return { replies, state };
}
