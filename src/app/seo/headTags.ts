import { metaFor, siteUrl } from '../../content/seo';

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

export function canonicalUrl(pathname: string): string {
  return new URL(pathname, siteUrl).href;
}

/** The per-route head tags that the prerender writes into each page's HTML. */
export function headTags(pathname: string): string {
  const { title, description, noindex } = metaFor(pathname);
  const url = canonicalUrl(pathname);
  // A page that does not exist has no address of its own and stays out of search results (as useDocumentMeta keeps it).
  const address = noindex ? [`<meta name="robots" content="noindex" />`] : [`<link rel="canonical" href="${escapeHtml(url)}" />`];
  return [
    `<title>${escapeHtml(title)}</title>`,
    `<meta name="description" content="${escapeHtml(description)}" />`,
    ...address,
    `<meta property="og:type" content="website" />`,
    `<meta property="og:locale" content="de_DE" />`,
    `<meta property="og:site_name" content="Wichtrey" />`,
    `<meta property="og:title" content="${escapeHtml(title)}" />`,
    `<meta property="og:description" content="${escapeHtml(description)}" />`,
    ...(noindex ? [] : [`<meta property="og:url" content="${escapeHtml(url)}" />`]),
  ].join('\n    ');
}

/** JSON-LD as a data block; `<` is escaped so no text can close the script element. */
export function jsonLdScript(data: unknown): string {
  return `<script type="application/ld+json">${JSON.stringify(data).replace(/</g, '\\u003c')}</script>`;
}
