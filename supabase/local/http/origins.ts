import { isIP } from 'node:net';

/**
 * Who may use the local stack. It runs with the Supabase CLI's public demo keys (anyone can sign
 * a service_role token), so it serves only
 * - requests addressed to it on loopback: a page that rebinds its own name to 127.0.0.1 (DNS
 *   rebinding) still sends that name as Host, and
 * - from browsers, pages of the site's own origins: a foreign page's request carries its Origin.
 * Requests without an Origin (node, curl, server-side tools) are served when Host is loopback.
 */

/** Ports of the project's sites: `npm start` and `vite preview` (4173), the Vite dev server (5173). */
const SITE_PORTS = [4173, 5173] as const;

/** Names of the loopback interface as a Host header or an origin spells them. */
const LOOPBACK_NAMES = ['localhost', '127.0.0.1', '[::1]'] as const;

/** The origins of a site served on loopback at `port`, under each loopback name. */
export function loopbackOrigins(port: number): string[] {
  return LOOPBACK_NAMES.map((name) => `http://${name}:${port}`);
}

/** Allowed by default: the loopback origins of the site ports (`npm start`, `vite preview`, `npm run dev`). */
export const DEFAULT_ALLOWED_ORIGINS: readonly string[] = SITE_PORTS.flatMap(loopbackOrigins);

/** Origins in a setting such as LOCAL_ALLOWED_ORIGINS: separated by commas or white space. */
export function parseOriginList(text: string | undefined): string[] {
  return (text ?? '').split(/[\s,]+/).filter(Boolean);
}

/**
 * An allowed origin as browsers send it: `http(s)://host[:port]`, or `http(s)://host:*` for any
 * port of that host. No wildcard hosts, paths or `*`: throws on anything else.
 */
function normalizeOrigin(entry: string): string {
  const wildcard = /:\*$/.test(entry);
  let url: URL | null;
  try {
    url = new URL(wildcard ? entry.replace(/:\*$/, ':1') : entry);
  } catch {
    url = null;
  }
  if (
    !url ||
    (url.protocol !== 'http:' && url.protocol !== 'https:') ||
    url.hostname === '' ||
    url.hostname.includes('*') ||
    url.username !== '' ||
    url.password !== '' ||
    url.search !== '' ||
    url.hash !== '' ||
    !/^https?:\/\/[^/?#]+\/?$/i.test(entry)
  ) {
    throw new Error(
      `Invalid allowed origin ${JSON.stringify(entry)}: write it as the browser sends it, e.g. http://localhost:4173 ` +
        '(or http://127.0.0.1:* for any port of that host); no paths, no wildcard hosts, no "*".',
    );
  }
  return wildcard ? `${url.protocol}//${url.host.replace(/:1$/, '')}:*` : url.origin;
}

/** An IP literal without brackets, IPv4-mapped IPv6 reduced to IPv4. */
function plainAddress(address: string): string {
  const bare = address.replace(/^\[|\]$/g, '').toLowerCase();
  return /^::ffff:\d+\.\d+\.\d+\.\d+$/.test(bare) ? bare.slice(7) : bare;
}

export interface FrontDoor {
  /** The allowed origins (normalized), as configured. */
  readonly allowedOrigins: readonly string[];
  /**
   * Whether a Host header addresses this server: a loopback name (localhost, 127.0.0.1, [::1])
   * or the IP address the connection arrived at, with the port it arrived at. A missing Host is
   * refused (HTTP/1.1 requires it; every client of this stack sends it).
   */
  hostAllowed(host: string | undefined, local: { address?: string; port?: number }): boolean;
  /** Whether a present Origin header names an allowed origin (exactly as browsers send it). */
  originAllowed(origin: string): boolean;
}

/** The front door's checks for the given allowed origins (throws on an invalid one). */
export function createFrontDoor(allowedOrigins: readonly string[]): FrontDoor {
  const normalized = [...new Set(allowedOrigins.map(normalizeOrigin))];
  const exact = new Set(normalized.filter((origin) => !origin.endsWith(':*')));
  const anyPort = new Set(normalized.filter((origin) => origin.endsWith(':*')).map((origin) => origin.slice(0, -2)));

  return {
    allowedOrigins: normalized,
    hostAllowed(host, local) {
      if (!host) return false;
      const match = /^(\[[0-9a-f:.]+\]|[^:[\]@/\s]+)(?::(\d{1,5}))?$/i.exec(host.trim());
      if (!match) return false;
      const name = (match[1] as string).toLowerCase();
      const port = match[2] === undefined ? 80 : Number(match[2]);
      if (port !== local.port) return false;
      if ((LOOPBACK_NAMES as readonly string[]).includes(name)) return true;
      // An IP literal the connection arrived at (listening beyond loopback with a private secret):
      // a rebinding page cannot send one, its Host is its own name.
      const address = plainAddress(name);
      return isIP(address) !== 0 && local.address !== undefined && address === plainAddress(local.address);
    },
    originAllowed(origin) {
      if (exact.has(origin)) return true;
      const match = /^(https?:\/\/(?:\[[0-9a-f:.]+\]|[a-z0-9.-]+)):\d{1,5}$/.exec(origin);
      return match !== null && anyPort.has(match[1] as string);
    },
  };
}
