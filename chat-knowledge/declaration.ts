/**
 * A declaration made in the chat ('Hiermit widerrufe ich meinen Vertrag', 'Ich möchte meinen Auftrag
 * stornieren'): nobody at the shop receives it here, so the reply says first where it does
 * (answer.ts puts this before the clause the message meets). A question whether one may is none.
 */
import { addressLine, emailLink, type ChatFacts } from './facts.ts';
import { normalize } from './germanText.ts';

const DECLARED =
  /\b(hiermit|hierdurch)\b[^.?!]{0,60}\b(widerrufe|storniere|kuendige|trete|widerrufen|stornieren|kuendigen|zuruecktreten)\b|\b(widerrufe|storniere|kuendige) ich hiermit\b|\bi hereby (cancel|withdraw|revoke)\b/;
/** 'Ich will meinen Auftrag widerrufen': the intent said as the whole message. */
const INTENDED = /^(ich|wir) (moechte|moechten|will|wollen)( \S+){0,3} (widerrufen|stornieren|kuendigen)$/;

export function declaredInChat(message: string): boolean {
  const text = normalize(message);
  return DECLARED.test(text) || INTENDED.test(text);
}

/** Where a withdrawal, notice or cancellation reaches the shop. */
export const declarationNote = (facts: ChatFacts) =>
  `Einen Widerruf, eine Kündigung oder eine Stornierung kann ich hier im Chat nicht entgegennehmen; bitte erklären Sie sie uns per E-Mail an ${emailLink(facts)} oder schriftlich an ${facts.legalName}, ${addressLine(facts)}.`;
