/** Tiny helpers for writing SVG markup as strings, shared by the placeholder scenes. */
export type Attrs = Record<string, string | number | undefined>;

/** One SVG element; numbers are rounded to 0.1 so the output stays short and deterministic. */
export function el(tag: string, attrs: Attrs, ...children: string[]): string {
  const attributes = Object.entries(attrs)
    .filter(([, value]) => value !== undefined)
    .map(([key, value]) => `${key}="${typeof value === 'number' ? round(value) : escapeXml(value as string)}"`)
    .join(' ');
  return children.length ? `<${tag} ${attributes}>${children.join('')}</${tag}>` : `<${tag} ${attributes}/>`;
}

export function round(value: number): number {
  return Math.round(value * 10) / 10;
}

export function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/** A closed polygon from [x, y] pairs. */
export function polygon(points: [number, number][], attrs: Attrs): string {
  return el('polygon', { points: points.map(([x, y]) => `${round(x)},${round(y)}`).join(' '), ...attrs });
}

export function svgDocument(width: number, height: number, body: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${body}</svg>`;
}
