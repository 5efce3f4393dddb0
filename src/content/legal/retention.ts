/**
 * How long the site keeps chat messages on the server before deleting them automatically.
 * The privacy page states this figure; supabase/migrations (purge_old_chat_messages, run daily)
 * deletes after the same number of days. Change both together.
 */
export const CHAT_RETENTION_DAYS = 30;
