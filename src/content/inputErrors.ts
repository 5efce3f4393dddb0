import { formatGermanNumber } from '../lib/germanNumber';

/**
 * Messages of the staff forms' field checks (src/data/input): German, shown at the field and
 * carried by the commands' InputRejectedError.
 */
export const inputErrors = {
  tooLong: (max: number, length: number) => `Bitte höchstens ${formatGermanNumber(max, 0)} Zeichen eingeben (jetzt ${formatGermanNumber(length, 0)}).`,
  offerNameMissing: 'Bitte geben Sie einen Namen ein.',
  albumTitleMissing: 'Bitte geben Sie einen Titel ein.',
  priceUnreadable: 'Bitte geben Sie den Preis als Betrag ein, z. B. 1.290,00.',
  priceNegative: 'Der Preis darf nicht negativ sein.',
  priceCentsOnly: 'Bitte geben Sie den Preis mit höchstens zwei Nachkommastellen ein, z. B. 2.890,00 oder 2,89.',
  priceTooLarge: (maxEuros: number) => `Der Preis darf höchstens ${formatGermanNumber(maxEuros)} € betragen.`,
  saleAboveOriginal: 'Der Angebotspreis darf nicht über der UVP liegen.',
  discountInvalid: 'Bitte geben Sie den Rabatt als ganze Zahl von 0 bis 100 ein.',
  imageUrlMissing: 'Die Bildadresse fehlt.',
  orderIndexInvalid: 'Die Position des Bildes muss eine ganze Zahl ab 0 sein.',
} as const;
