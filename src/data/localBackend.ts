/**
 * The Supabase CLI's well-known local address and demo anon key. Public values: the embedded
 * backend (supabase/local) trusts them only on loopback. A build without `.env` talks to it.
 */
export const LOCAL_BACKEND_URL = 'http://127.0.0.1:54321';

/** Demo anon key: HS256 JWT {iss: "supabase-demo", role: "anon", exp: 1983812996}. */
export const LOCAL_ANON_KEY =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6ImFub24iLCJleHAiOjE5ODM4MTI5OTZ9.CRXP1A7WOeoJeXxjNni43kdQwgnWNReilDMblYTn_I0';
