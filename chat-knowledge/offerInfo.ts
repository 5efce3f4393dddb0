/**
 * What an offer's own card says about what a question asks of it: the sentences of the staff's
 * description (and the maker) that speak of the same thing ('Kann ich das Sofa Lindholm liefern
 * lassen?' and 'Lieferung und Aufbau im Umkreis von 30 km inklusive'). Quoted as written, never
 * paraphrased: the card is what the shop said of the piece.
 */
import { normalize, sentencesOf } from './germanText.ts';

/** The offer's text fields, as the offers table has them. */
export interface OfferText {
  name: string;
  info?: string | null;
  manufacturer?: string | null;
}

/** What a question asks of a piece, and how a sentence of its description speaks of it (both folded: ä → ae). */
const TOPICS: readonly { asked: RegExp; said: RegExp }[] = [
  // Size: 'Welche Maße hat …', 'wie breit ist …' and 'Sitzhöhe 44 cm, Breite 228 cm'.
  {
    asked: /\b(?:masse|mass|abmessung\w*|groesse|gross|breit\w*|hoch|hoehe|tief\w*|lang|laenge|sitzhoehe|cm|zentimeter|size|wide|width|high|height|deep|depth|long)\b/,
    said: /\d+\s*(?:cm|mm|m)\b|\d+\s*[×x]\s*\d+|\b(?:breite|hoehe|tiefe|laenge|sitzhoehe)\b/,
  },
  // Delivery and assembly: 'liefert ihr das', 'Aufbau'.
  { asked: /\b(?:liefer\w*|aufbau\w*|aufbauen|aufgebaut|bringt|bringen|anliefer\w*|transport\w*|deliver\w*|assembl\w*)\b/, said: /\b(?:liefer\w*|aufbau\w*|anliefer\w*|montage)\b/ },
  // Condition: new or a display piece.
  {
    asked: /\b(?:neu|neuware|gebraucht|zustand|ausstellungsstueck|gebrauchsspur\w*|kratzer|macke\w*|schaeden|beschaedig\w*|used|condition|display)\b/,
    said: /\b(?:zustand|ausstellungsstueck|neuware|gebrauchsspur\w*|neu gepolstert|unbenutzt)\b/,
  },
  // What it is made of, and its cover.
  {
    asked: /\b(?:holz|massivholz|material\w*|stoff|stoffe|bezug|bezuege|leder|farbe|farben|eiche|buche|nussbaum|gestell|woraus|wood|fabric|leather|colou?r|material)\b/,
    said: /\b(?:holz|massiv\w*|buche|eiche|nussbaum|bezug|bezuegen|bezuege|stoff|webstoff|boucle|samt|leinen|leder|gestell)\b/,
  },
  // A bed's mattress and firmness.
  { asked: /\b(?:haertegrad|hart|weich|matratze|topper|federkern|zonen|firm\w*|mattress)\b/, said: /\b(?:h\d|haertegrad|matratze|topper|federkern\w*|taschenfederkern\w*)\b/ },
  // Trying it out.
  { asked: /\b(?:probeliegen|probesitzen|ausprobieren|testen|probe)\b/, said: /\b(?:probeliegen|probesitzen|ausprobieren)\b/ },
  // What comes with it, or can be had beside it.
  { asked: /\b(?:dazu|passend\w*|hocker|zubehoer|set|dabei)\b/, said: /\b(?:passend\w*|hocker|inklusive|dazu)\b/ },
];

/** At most this many of the description's sentences are quoted, each cut to this length (a reply keeps 500 characters). */
const MAX_SENTENCES = 2;
const MAX_QUOTED = 160;

/** A sentence cut at a word before the limit, marked as cut. */
const clipped = (sentence: string) => {
  if (sentence.length <= MAX_QUOTED) return sentence;
  const lastSpace = sentence.lastIndexOf(' ', MAX_QUOTED - 1);
  return `${sentence.slice(0, lastSpace > 0 ? lastSpace : MAX_QUOTED - 1).trimEnd()} …`;
};
/** 'Hersteller', 'Marke', 'von wem ist': the maker asked. */
const MAKER_ASKED = /\b(?:hersteller\w*|marke|fabrikat|von wem|wer stellt|wer hat (?:das|den|die) gemacht|maker|brand|manufacturer)\b/;

/**
 * The sentences of the offer's description that speak of what the question asks, with the maker
 * where it is asked; '' where the card says nothing of it.
 */
export function offerInfoFor(question: string, offer: OfferText): string {
  const asked = normalize(question);
  const topics = TOPICS.filter((topic) => topic.asked.test(asked));
  const sentences = sentencesOf(offer.info?.trim() ?? '')
    .filter((sentence) => topics.some((topic) => topic.said.test(normalize(sentence))))
    .slice(0, MAX_SENTENCES)
    .map(clipped);
  const maker = MAKER_ASKED.test(asked) && offer.manufacturer?.trim() ? `Hersteller: ${clipped(offer.manufacturer.trim())}.` : '';
  const said = [maker, sentences.length > 0 ? `„${sentences.join(' ')}“` : ''].filter(Boolean);
  return said.length > 0 ? `Zu „${offer.name}“ steht auf der Karte: ${said.join(' ')}` : '';
}
