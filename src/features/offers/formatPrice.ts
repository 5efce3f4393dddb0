const euro = new Intl.NumberFormat('de-DE', { style: 'currency', currency: 'EUR' });

/** A price as German readers expect it: "1.299,00 €". */
export function formatPrice(value: number): string {
  return euro.format(value);
}
