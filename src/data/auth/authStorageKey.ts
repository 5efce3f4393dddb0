/** localStorage key of the persisted Supabase session (see supabaseClient.ts). */
export const AUTH_STORAGE_KEY = 'wichtrey-auth-token';
