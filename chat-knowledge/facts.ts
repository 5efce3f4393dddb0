/**
 * The business facts the chat assistant may use, read from src/content (the single source the
 * pages use too) and flattened into plain data. Imports carry `.ts` extensions so Deno (hosted
 * Supabase), Node (local stack, tests) and the browser (offline answers) all load this module;
 * the content files' own extensionless imports are mapped in deno.json for Deno.
 */
import { paths } from '../src/lib/paths.ts';
import { brands } from '../src/content/brands.ts';
import { chatDialogText } from '../src/content/chat.ts';
import { business } from '../src/content/business.ts';
import { landingText } from '../src/content/landing.ts';
import { agb, agbFigures, agbUpdated } from '../src/content/legal/agb.ts';
import { blockText, sectionTitle } from '../src/content/legal/build.ts';
import { datenschutz } from '../src/content/legal/datenschutz.ts';
import { CHAT_RETENTION_DAYS } from '../src/content/legal/retention.ts';
import { installHintText } from '../src/content/installHint.ts';
import { loginControlText } from '../src/content/loginControl.ts';
import { offlineCopyText } from '../src/content/offlineCopies.ts';
import { offersText } from '../src/content/offers.ts';
import { pageText } from '../src/content/pages.ts';
import { chatText } from '../src/content/strings.ts';
import { founder, team } from '../src/content/team.ts';

export interface AgbSectionFacts {
  id: string;
  /** e.g. 'V. Zahlung und Zahlungsverzug'. */
  title: string;
  /** The numbered clauses, word for word. */
  clauses: readonly string[];
}

/** What the privacy page says about storing the chat, word for word. */
const chatStorage = (datenschutz.sections.flatMap((section) => section.subsections ?? []).find((sub) => sub.id === 'chat-speicherung')
  ?.blocks ?? []).map(blockText);

/** The lines of a privacy-page section or subsection, word for word. */
function privacyLines(id: string): string[] {
  const sections = [...datenschutz.sections, ...datenschutz.sections.flatMap((section) => section.subsections ?? [])];
  return (sections.find((section) => section.id === id)?.blocks ?? []).flatMap((block) => blockText(block).split('\n')).filter((line) => line.trim() !== '');
}

const agbSections: readonly AgbSectionFacts[] = agb.sections.map((section) => ({
  id: section.id,
  title: sectionTitle(section),
  clauses: section.blocks.flatMap((block) => blockText(block).split('\n')).filter((line) => line.trim() !== ''),
}));

/** The chat reads words: the page's break hints (soft hyphens in long compounds) go. */
function withoutBreakHints(text: string): string {
  return text.replaceAll('\u00AD', '');
}

export const chatFacts = {
  assistantName: chatText.assistantName,
  brand: business.brand,
  legalName: business.legalName,
  tagline: business.tagline,
  description: business.description,
  showroom: business.showroom,
  address: business.address,
  contact: business.contact,
  openingHours: business.openingHours.map((entry) => ({
    days: entry.days,
    hours: entry.hours,
    schemaDays: entry.schemaDays as readonly string[],
    opens: 'opens' in entry ? entry.opens : undefined,
    closes: 'closes' in entry ? entry.closes : undefined,
  })),
  register: business.register,
  managingDirector: business.managingDirector,
  vatId: business.vatId,
  websiteUrl: business.websiteUrl,
  social: business.social,
  services: landingText.craft.cards.map(({ id, title, teaser, details }) => ({ id, title, teaser, details })),
  boxspring: {
    title: landingText.boxspring.title,
    paragraphs: landingText.boxspring.paragraphs,
    appointments: business.boxspringStudio.appointments,
    overnightFeeEuro: business.boxspringStudio.overnightFeeEuro,
    /** The studio dialog's text: appointments, phone, overnight fee. */
    details: landingText.boxspring.dialogParagraphs,
  },
  planning: landingText.planning.paragraphs,
  brands: brands.map((brand) => brand.name),
  brandsLead: landingText.brands.lead,
  team: team.map(({ name, role }) => ({ name, role: withoutBreakHints(role) })),
  founder: { name: founder.name, role: withoutBreakHints(founder.role), bio: founder.bio },
  agb: { figures: agbFigures, sections: agbSections, updated: agbUpdated },
  chatRetentionDays: CHAT_RETENTION_DAYS,
  chatStorage,
  privacy: {
    /** 'Das Wichtigste in Kürze', one point per line. */
    atAGlance: privacyLines('auf-einen-blick'),
    /** 'Was mit Ihren Nachrichten geschieht', one point per line. */
    chatProcessing: privacyLines('chat-verarbeitung'),
    /** 'Hosting und Server-Logfiles': what the logfiles hold, one item per line. */
    hosting: privacyLines('hosting'),
    /** 'Anmeldung für unser Team': only staff sign in. */
    signIn: privacyLines('anmeldung'),
    fonts: privacyLines('schriftarten'),
    /** 'So löschen Sie diese Daten': in the browser's settings. */
    deletingStorage: privacyLines('speicher-loeschen'),
    /** 'Speicherdauer', one item per line. */
    retention: privacyLines('speicherdauer'),
    /** 'Ihre Rechte': the lead, one right per line, then how to use them and where to complain. */
    rights: privacyLines('rechte'),
  },
  /** The install hint: what the app gives, and how to install it on an iPhone (Safari has no prompt). */
  installHint: { gives: installHintText.installText, ios: installHintText.iosInstallText },
  /** Albums saved for offline viewing: the button's label and the page that lists what opens without internet. */
  offlineCopies: { save: offlineCopyText.save, pageTitle: offlineCopyText.pageTitle },
  /** The label of the staff's login control (on the sale's and the gallery's pages). */
  staffLogin: loginControlText.login,
  /** The mark of a chat answer given on the device, without the server. */
  offlineAnswer: chatDialogText.offlineAnswer,
  offerWords: { uvp: offersText.uvp, uvpMeaning: offersText.originalPrice, salePrice: offersText.salePrice, priceOnRequest: offersText.priceOnRequest },
  pages: {
    home: paths.home(),
    impressionen: paths.section('impressionen'),
    sale: paths.sale(),
    gallery: paths.gallery(),
    agb: paths.agb(),
    impressum: paths.impressum(),
    datenschutz: paths.datenschutz(),
    offlineAvailable: paths.offlineAvailable(),
  },
  pageTitles: { sale: pageText.sale.title, gallery: pageText.gallery.title, agb: pageText.agb.title, datenschutz: pageText.datenschutz.title },
} as const;

export type ChatFacts = typeof chatFacts;

/** One line per opening-hours entry, e.g. 'Do – Fr: 09:30 – 18:00'. */
export function openingHoursLines(facts: ChatFacts = chatFacts): string[] {
  return facts.openingHours.map((entry) => `${entry.days}: ${entry.hours}`);
}

/** The e-mail address as the chat writes it: a link, so a tap opens the customer's mail app. */
export function emailLink(facts: ChatFacts = chatFacts): string {
  return `[${facts.contact.email}](mailto:${facts.contact.email})`;
}

/** 'Lindenallee 17, 54321 Musterstadt'. */
export function addressLine(facts: ChatFacts = chatFacts): string {
  return `${facts.address.street}, ${facts.address.postalCode} ${facts.address.city}`;
}

/** The clauses of an AGB section, or none when the section was renamed or removed. */
export function agbSection(id: string, facts: ChatFacts = chatFacts): AgbSectionFacts | undefined {
  return facts.agb.sections.find((section) => section.id === id);
}
