import { germanDigits } from './germanDigits';

/**
 * Prices, sizes and moments as Germans write them. Formatters are built on first use, not at
 * module load: building one costs tens of milliseconds on a slow phone, in the task that paints.
 */

let euro: Intl.NumberFormat | undefined;
let clockTime: Intl.DateTimeFormat | undefined;

/** "1.299,00 €". */
export function formatEuro(value: number): string {
  // A visitor's prices need no formatter (lib/germanDigits.ts).
  const digits = germanDigits(value, 2);
  if (digits !== null) return `${digits}\u00a0€`;
  euro ??= new Intl.NumberFormat('de-DE', { style: 'currency', currency: 'EUR' });
  return euro.format(value);
}

/** "19:40:05", Berlin time: the shop's, as every other time the site shows (a device set to another zone said another hour). */
export function formatClockTime(timestamp: number): string {
  clockTime ??= new Intl.DateTimeFormat('de-DE', { hour: '2-digit', minute: '2-digit', second: '2-digit', timeZone: 'Europe/Berlin' });
  return clockTime.format(new Date(timestamp));
}

/** "3,2 MB", "850 KB": sizes as Germans write them. */
export function formatBytes(bytes: number): string {
  if (bytes === 0) return '0 KB';
  if (bytes < 1024 * 1024) return `${Math.max(1, Math.round(bytes / 1024)).toLocaleString('de-DE')} KB`;
  return `${(bytes / 1024 / 1024).toLocaleString('de-DE', { minimumFractionDigits: 1, maximumFractionDigits: 1 })} MB`;
}

/** "24.11.2026, 19:40", Berlin time. */
export function formatSavedAt(savedAt: number): string {
  return new Intl.DateTimeFormat('de-DE', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Europe/Berlin' }).format(savedAt);
}
