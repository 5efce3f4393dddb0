/**
 * The assistant's knowledge as data: short passages, each with what it decides (the question it
 * answers), the words visitors use for it (`keywords`, synonyms and common inflections included;
 * a match there makes the passage a candidate), supporting words that only add weight
 * (`context`), the fact in one to three plain sentences (also what a language model gets in its
 * prompt), a shorter form for replies that answer several questions, and at most one pointer.
 * Every figure comes from src/content through facts.ts, so a changed clause changes the answer.
 *
 * termsPassages.ts holds one passage per clause of the AGB, businessPassages.ts one per fact of
 * the business (services, studio, team, contact, pages; privacyNoticePassages.ts the privacy
 * notice's answers among them), gaps.ts the questions the facts do not answer (the reply to those
 * is the honest 'cannot say').
 */
import { chatFacts, type ChatFacts } from './facts.ts';
import { businessPassages } from './businessPassages.ts';
import { gapPassages } from './gaps.ts';
import { termsPassages } from './termsPassages.ts';

/** A clause of the AGB: the section's anchor id and the clause's number, (1) first. */
export interface ClauseRef {
  section: string;
  number: number;
}

export interface Passage {
  id: string;
  /** The question this passage decides, in a customer's words (searched too). */
  decides: string;
  keywords: string;
  context?: string;
  /** The fact itself, one to three sentences. */
  fact: string;
  /** The fact in one short sentence, for replies that answer several questions at once. */
  brief?: string;
  /**
   * The fact's last sentence, said only to a question that names one of `words` ('Ihre eigenen
   * Sessel und Sofas bezieht unsere Polsterei auch neu.' to 'Habt ihr Sofas?', not to 'Habt ihr
   * Betten?'); it stays in the fact, which is searched and given to the model whole.
   */
  aside?: {
    sentence: string;
    words: string;
    /** Asked in words a synonym reads as another's ('hier … buchen' is read as 'vereinbaren'), matched on the question's text. */
    asked?: RegExp;
    /** Asked in these phrases (normalised, as `Passage.phrases` are read): 'zu spät zahle' asks of both costs of paying late. */
    phrases?: readonly string[];
    /** The clauses its sentence comes from, where not the passage's own. */
    clauses?: readonly ClauseRef[];
    /** The pointer when the aside is said: the passage's clauses and the aside's (set from `clauses`). */
    pointer?: string;
  };
  /** The fact names other passages' topics ('Ich beantworte Fragen zu Öffnungszeiten, …'): its words are not searched. */
  listsTopics?: boolean;
  /** Where to read more or whom to call; appended to the fact in the reply. */
  pointer?: string;
  /** Whole phrases (normalised) that name this passage although their words are fillers: 'wo seid ihr'. */
  phrases?: readonly string[];
  /**
   * Phrases (normalised) that name this passage only beside one of its keywords: 'bei euch gekauft'
   * with 'kaputt' is a defect of a piece bought here; alone, it only says where it was bought.
   */
  phrasesBesideKeyword?: readonly string[];
  /**
   * Named only by a keyword or a phrase: its context words ('Beratung', 'Telefon' of a complaint)
   * tell nothing of it by themselves ('Macht ihr Beratung am Telefon?' is no complaint).
   */
  namedByKeyword?: boolean;
  /** Phrases (normalised) that lean a tie this passage's way without naming it: 'habt ihr' before 'Sofas'. */
  leanings?: readonly string[];
  /**
   * A recommendation: the words of the question it does not know are what it is asked about
   * ('Welcher Stoff ist besser für Katzen, Leder oder Mikrofaser?'), weighing as objects.
   */
  aboutAnything?: boolean;
  /** Below 1 for catch-all passages (prices), so a specific passage wins a tie. */
  weight?: number;
  /** Replies that depend on the question or the time (opening hours) are made by the engine. */
  dynamic?: 'opening-hours';
  /** A question the facts do not answer: the reply is the honest 'cannot say'. */
  gap?: boolean;
  /**
   * A gap named only by its words together, each group by a word starting with one of its
   * entries, and nothing else asked: 'was kostet so ein Kostenvoranschlag' is a gap, 'was kostet
   * es, wenn der Kostenvoranschlag überschritten wird' the clause on overruns.
   */
  together?: readonly (readonly string[])[];
  /**
   * Of a gap: passages that answer when the gap is named only as the condition of the question
   * ('Skonto bei Überweisung', 'wenn ich per PayPal zahle': the payment clause, no deduction).
   */
  takenInBy?: readonly string[];
  /** Of a gap: asked by its 'wenn' clause ('Rabatt auf die Übernachtung, wenn ich danach das Bett kaufe?'), which is then what is asked. */
  askedByCondition?: boolean;
  /** A catch-all (prices): alone in one part of a message it belongs to its neighbour's topic. */
  generic?: boolean;
  /** A service or product: in a question about the terms its words are the object, not the topic. */
  service?: boolean;
  /** What the shop sells (the sale's pieces): to a clause its words are the object asked about ('Gibts auf Sale-Ware auch Gewährleistung?'). */
  goods?: boolean;
  /** A member of the team: asking something else of him ('einen Termin bei Anna'), his name is whom, not what. */
  person?: boolean;
  /** Who does this work, for 'wer macht …?' ('Jonas Berger ist bei uns Polsterer.'). */
  doneBy?: string;
  /**
   * Where the passage is wider than that member's trade ('Bodenleger' is floors, the passage walls
   * too): the starts of the words a question must name for `doneBy` to answer it.
   */
  tradeWords?: readonly string[];
  /** Passages this one's fact already answers (the phone passage names the e-mail address too). */
  covers?: readonly string[];
  /** The AGB clauses it restates; its figures must be theirs. */
  clauses?: readonly ClauseRef[];
}

export function buildPassages(facts: ChatFacts = chatFacts): Passage[] {
  return [...businessPassages(facts), ...termsPassages(facts), ...gapPassages()];
}
