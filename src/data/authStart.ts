// Lazy entry module: restores the stored session and follows auth events (loads supabase-js).
export { startAuth } from './auth/startAuth';
