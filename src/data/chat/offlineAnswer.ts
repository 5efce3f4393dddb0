/**
 * The same built-in knowledge base the chat function falls back to, run on the device: offline,
 * visitors still get true answers about opening hours, address, services and terms.
 * Loaded only when first needed.
 */
export async function answerOffline(message: string): Promise<string> {
  const { answerFromKnowledge } = await import('../../../supabase/functions/chat-with-wichtrey/knowledgeBase.ts');
  return answerFromKnowledge(message);
}
