import { albumIdOf, routePatterns, withoutTrailingSlash } from '../lib/paths';
import { business } from './business';

export interface PageMeta {
  title: string;
  description: string;
  /** Not for search engines: a page about this device, or one that does not exist. */
  noindex?: boolean;
}

/** Where the site is published; canonical URLs, the sitemap and Open Graph use it. */
export const siteUrl = (import.meta.env?.VITE_SITE_URL as string | undefined) ?? business.websiteUrl;

const suffix = `${business.brand} Raumausstattung`;

/** Title and description per route, as search engines and link previews show them. */
export const pageMeta = {
  [routePatterns.home]: {
    title: `${business.brand} – Raumausstattung, Polsterei und Nähatelier in ${business.address.city}`,
    description: `${business.description} Besuchen Sie unseren Showroom in ${business.address.city}.`,
  },
  [routePatterns.impressum]: { title: `Impressum | ${suffix}`, description: `Anbieterkennzeichnung der ${business.legalName}.` },
  [routePatterns.datenschutz]: {
    title: `Datenschutz | ${suffix}`,
    description: 'Welche Daten unsere Website verarbeitet, wie lange sie gespeichert werden und welche Rechte Sie haben.',
  },
  [routePatterns.agb]: { title: `AGB | ${suffix}`, description: `Allgemeine Geschäftsbedingungen der ${business.legalName}.` },
  [routePatterns.sale]: {
    title: `Aktuelle Angebote | ${suffix}`,
    description: 'Ausstellungsstücke und Einzelstücke zu reduzierten Preisen: Polstermöbel, Boxspringbetten, Leuchten und mehr.',
  },
  [routePatterns.gallery]: {
    title: `Galerie | ${suffix}`,
    description: 'Einblicke in unsere Arbeiten: Polsterei, Vorhänge, Wand- und Bodengestaltung und Einrichtungsprojekte.',
  },
} as const satisfies Record<string, PageMeta>;

type MetaPath = keyof typeof pageMeta;

/** Pages about this device only: titled, but neither prerendered nor in the sitemap. */
const devicePageMeta: Record<string, PageMeta> = {
  [routePatterns.offlineAvailable]: { title: `Offline verfügbar | ${suffix}`, description: 'Was Sie auf diesem Gerät ohne Internetverbindung öffnen können.', noindex: true },
  [routePatterns.sharedImages]: { title: `Geteilte Bilder | ${suffix}`, description: 'Mit der Website geteilte Fotos einem Album oder Angebot hinzufügen.', noindex: true },
};

/** A path that is no page: the error screen's '404 Not Found', titled as such and kept out of search results. */
export const notFoundMeta: PageMeta = { title: `Seite nicht gefunden | ${suffix}`, description: pageMeta[routePatterns.home].description, noindex: true };

/** An album's title in the browser's tab and history, once its name is known. */
export const albumPageTitle = (albumTitle: string): string => `${albumTitle} | Galerie | ${suffix}`;

/** Albums share the gallery's description; a trailing slash names the same page. */
export function metaFor(pathname: string): PageMeta {
  const route = withoutTrailingSlash(pathname);
  if (route in pageMeta) return pageMeta[route as MetaPath];
  if (route in devicePageMeta) return devicePageMeta[route]!;
  if (albumIdOf(pathname) !== null) return pageMeta[routePatterns.gallery];
  return notFoundMeta;
}

/** Routes with their own URL in the sitemap and a prerendered page. */
export const indexablePaths = Object.keys(pageMeta) as MetaPath[];
