import { LOCAL_ANON_KEY, LOCAL_BACKEND_URL } from './localBackend';

export interface BackendConfig {
  url: string;
  anonKey: string;
}

/** Name of the `<meta>` a serving process may add to point the built app at another backend. */
export const BACKEND_META_NAME = 'wichtrey-backend';

/**
 * Where the app finds Supabase: a `<meta name="wichtrey-backend">` added by the server that
 * serves the build (the local stack on another port, the browser tests' backend), else the
 * build's VITE_SUPABASE_URL / VITE_SUPABASE_ANON_KEY, else the embedded local backend.
 */
export function readBackendConfig(doc: Document | undefined = globalThis.document): BackendConfig {
  const meta = doc?.querySelector<HTMLMetaElement>(`meta[name="${BACKEND_META_NAME}"]`)?.content;
  if (meta) {
    try {
      const parsed = JSON.parse(meta) as Partial<BackendConfig>;
      if (typeof parsed.url === 'string' && typeof parsed.anonKey === 'string') return { url: parsed.url, anonKey: parsed.anonKey };
    } catch {
      // A broken tag falls through to the build's own configuration.
    }
  }
  const env = import.meta.env ?? {};
  return {
    url: (env.VITE_SUPABASE_URL as string | undefined) || LOCAL_BACKEND_URL,
    anonKey: (env.VITE_SUPABASE_ANON_KEY as string | undefined) || LOCAL_ANON_KEY,
  };
}
