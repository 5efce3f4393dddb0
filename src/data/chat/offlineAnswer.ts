import { db } from '../db/database';

type KnowledgeBase = typeof import('../../../chat-knowledge/answer.ts');

let knowledgeBase: Promise<KnowledgeBase> | null = null;

/** Loads the knowledge base (once); call it while online so it is there when the network is not. */
export function preloadOfflineAnswers(): Promise<KnowledgeBase> {
  knowledgeBase ??= import('../../../chat-knowledge/answer.ts').catch((error: unknown) => {
    knowledgeBase = null;
    throw error;
  });
  return knowledgeBase;
}

/**
 * The same built-in knowledge base the chat function falls back to, run on the device: offline,
 * visitors still get true answers about opening hours, address, services and terms, and the
 * prices of the offers this device has seen (the mirror's, as /sale shows them offline).
 */
export async function answerOffline(message: string): Promise<string> {
  const { answerFromKnowledge } = await preloadOfflineAnswers();
  const offers = await db.offers.toArray().catch(() => []);
  return answerFromKnowledge(message, new Date(), offers);
}
