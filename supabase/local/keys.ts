/**
 * The Supabase CLI's well-known local-development JWT secret and demo API keys. They are public:
 * anything signed with them is trusted only on loopback (see http/listen.ts).
 */
export const DEFAULT_JWT_SECRET = 'super-secret-jwt-token-with-at-least-32-characters-long';

/** Demo anon key; the app's default build uses the same value (src/data/localBackend.ts). */
export { LOCAL_ANON_KEY as DEMO_ANON_KEY } from '../../src/data/localBackend.ts';

/** Demo service_role key: HS256 JWT {iss: "supabase-demo", role: "service_role", exp: 1983812996}. */
export const DEMO_SERVICE_ROLE_KEY =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6InNlcnZpY2Vfcm9sZSIsImV4cCI6MTk4MzgxMjk5Nn0.EGIM96RAZx35lJzdJsyH-qQwv8Hdp7fsn3W0YpN81IU';

/** Default port of the Supabase CLI's API gateway. */
export const DEFAULT_PORT = 54321;

/** The demo staff account the local seed creates (local stack only, never on hosted Supabase). */
export const DEMO_STAFF = { email: 'staff@example.com', password: 'wichtrey-demo-staff' } as const;
