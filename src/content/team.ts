/**
 * The team on the landing page ('Unser Team', 192x192 portraits) and the founder ('Der Gründer').
 * Names and biographies are fictional placeholders. `image` names the portrait in
 * public/uploads/team/; `teamImageKey` turns it into the key of `virtual:responsive-images`.
 */
export interface TeamMember {
  name: string;
  role: string;
  /** File name without extension in public/uploads/team/. */
  image: string;
}

export interface Founder extends TeamMember {
  /** Paragraphs of the founder's story, in order. */
  bio: readonly string[];
}

// Compound roles carry a soft hyphen (\u00AD) where they may break: a browser without a German
// hyphenation dictionary (Chromium on Linux without its downloads) otherwise breaks them anywhere.
export const team: readonly TeamMember[] = [
  { name: 'Martin Wichtrey', role: 'Geschäftsführer', image: 'martin-wichtrey' },
  { name: 'Anna Wichtrey', role: 'Raumausstatter\u00ADmeisterin', image: 'anna-wichtrey' },
  { name: 'Jonas Berger', role: 'Polsterer', image: 'jonas-berger' },
  { name: 'Elif Kaya', role: 'Näherin', image: 'elif-kaya' },
  { name: 'Thomas Reuter', role: 'Bodenleger', image: 'thomas-reuter' },
  { name: 'Sabine Hartmann', role: 'Verkauf & Beratung', image: 'sabine-hartmann' },
  { name: 'Lena Vogt', role: 'Auszubildende', image: 'lena-vogt' },
];

export const founder: Founder = {
  name: 'Heinrich Wichtrey',
  role: 'Gründer und Raumausstatter\u00ADmeister',
  image: 'gruender',
  bio: [
    'Heinrich Wichtrey eröffnete seine kleine Polsterwerkstatt in Musterstadt mit einer Nähmaschine, einem Werktisch und dem Anspruch, jedes Stück so zu arbeiten, als wäre es für das eigene Zuhause.',
    'Aus der Werkstatt wurde über die Jahre ein Raumausstattungsbetrieb mit Nähatelier, Polsterei und eigener Wand- und Bodenabteilung. Viele Kundinnen und Kunden der ersten Stunde kommen heute mit ihren Kindern und Enkeln.',
    'Sein Grundsatz gilt bis heute: erst zuhören, dann planen, dann mit den Händen arbeiten. Die Familie führt den Betrieb in diesem Sinne weiter.',
  ],
};

/** The `virtual:responsive-images` key of a portrait, e.g. 'uploads/team/anna-wichtrey'. */
export function teamImageKey(image: string): string {
  return `uploads/team/${image}`;
}
