// Entry module: who is signed in, and signing in and out. Restoring a session loads supabase-js,
// so `startAuth` has an entry of its own (`./authStart`) that the app imports lazily.
export { useAuth } from './auth/useAuth';
export { hasStoredSession } from './auth/hasStoredSession';
export { signIn } from './auth/signIn';
export { signOut } from './auth/signOut';
export { signedOutHere } from './auth/authStore';
