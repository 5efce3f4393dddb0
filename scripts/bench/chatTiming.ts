import { answerFromKnowledge } from '../../chat-knowledge/answer';
import { MAX_MESSAGE_LENGTH } from '../../chat-knowledge/messageLimit';

export interface ChatFigure {
  kind: string;
  /** Median milliseconds of the chat's own reply to one message of this kind. */
  medianMs: number;
}

/** Repeats `unit` to exactly `MAX_MESSAGE_LENGTH` characters (code points, as the chat counts them). */
const longest = (unit: string) => [...unit.repeat(Math.ceil(MAX_MESSAGE_LENGTH / [...unit].length))].slice(0, MAX_MESSAGE_LENGTH).join('');

/**
 * Messages of the longest length the chat takes, of the shapes that cost the chat's reading the
 * most: one word without an end (each position starts a word), hundreds of questions, and real
 * questions run together. A long word cost 3.4 s once (a lookbehind tried at every letter).
 */
const MESSAGES: Record<string, string> = {
  'one letter': longest('a'),
  'one word without spaces': longest('SofaneubeziehenlassenwaskostetdasbeieuchimLaden'),
  'a word, repeated': longest('Boxspringbett '),
  'hundreds of questions': longest('a?'),
  'hundreds of clauses': longest('a,'),
  'questions run together': longest('Wann habt ihr am Samstag offen und was kostet es, mein Sofa neu beziehen zu lassen? '),
  'a story with a question': longest('Unser Sofa, das wir letztes Jahr bei euch gekauft haben, hat eine offene Naht und ich wüsste gern, ob ihr das reparieren könnt und was das kostet. '),
};

/**
 * The chat's own reply (chat-knowledge: the chat function without a model, and the device's answer
 * offline) runs on one thread: while it is computed, the function's instance and, offline, the
 * visitor's page answer nothing else. Times each message `runs` times after one warm-up.
 */
export function measureChatReplies(runs = 5): ChatFigure[] {
  answerFromKnowledge('Wann habt ihr geöffnet?');
  return Object.entries(MESSAGES).map(([kind, message]) => {
    const times = Array.from({ length: runs }, () => {
      const start = performance.now();
      answerFromKnowledge(message);
      return performance.now() - start;
    }).sort((a, b) => a - b);
    return { kind, medianMs: Math.round(times[Math.floor(runs / 2)]!) };
  });
}
