/*
 * Markup as react-dom/server writes it, for the early script's painters (features' *Html.ts):
 * what they write must be what React would, so the app can hydrate it. Tests hold each painter
 * equal to its React component.
 */

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#x27;' };
const escape = (text: string) => text.replace(/[&<>"']/g, (char) => ESCAPES[char] as string);

const VOID = new Set(['img']);

/** One element: attributes in the order React writes them (its props' order), undefined ones left out. */
export function element(tag: string, attributes: Record<string, string | number | undefined>, content = ''): string {
  const written = Object.entries(attributes)
    .filter((entry): entry is [string, string | number] => entry[1] !== undefined)
    .map(([name, value]) => ` ${name}="${escape(String(value))}"`)
    .join('');
  return VOID.has(tag) ? `<${tag}${written}/>` : `<${tag}${written}>${content}</${tag}>`;
}

/** Adjacent text nodes, separated as React's server renderer separates them. */
export const texts = (...parts: string[]) => parts.map(escape).join('<!-- -->');
