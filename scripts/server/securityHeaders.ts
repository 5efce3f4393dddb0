/**
 * Headers that make the site refuse anything but its own origin and the backend it talks to,
 * so a stray third-party request fails loudly instead of leaking visitor data.
 */
export function securityHeaders(backendOrigins: readonly string[]): Record<string, string> {
  const backend = backendOrigins.join(' ');
  const csp = [
    "default-src 'self'",
    "script-src 'self'",
    // Chakra (emotion) injects its styles at run time.
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: blob: ${backend}`.trim(),
    "font-src 'self'",
    `connect-src 'self' ${backend}`.trim(),
    "worker-src 'self'",
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
  return {
    'Content-Security-Policy': csp,
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=()',
    'Cross-Origin-Opener-Policy': 'same-origin',
  };
}
