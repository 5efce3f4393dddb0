const SESSION_KEY = 'wichtrey-chat-session';

/**
 * The visitor's chat session id: created once, kept in this browser. It is the only key to the
 * history (RLS reads it from the x-chat-session header), so it never leaves the device otherwise.
 */
export function getChatSessionId(storage: Storage | undefined = globalThis.localStorage): string {
  let id: string | null = null;
  try {
    id = storage?.getItem(SESSION_KEY) ?? null;
  } catch {
    // Storage blocked: a session for this page life only.
  }
  if (id && /^[0-9a-f-]{36}$/i.test(id)) return id;
  const fresh = crypto.randomUUID();
  try {
    storage?.setItem(SESSION_KEY, fresh);
  } catch {
    // As above.
  }
  return fresh;
}
