/**
 * What the login dialog says when no auth server answered a sign-in or a password change (the
 * server's own messages, such as 'Invalid login credentials', are shown as given: SPEC.md). Apart
 * from auth.ts, which the page's start code imports, so that the sign-in and supabase-js stay out
 * of the first load.
 */
export const authFailureText = {
  /** A request that reached no server: the browser's 'Failed to fetch' is no message for staff. */
  unreachable: 'Keine Verbindung zum Server. Bitte prüfen Sie Ihre Internetverbindung und versuchen Sie es erneut.',
  /** A request the server accepted and did not answer in time. */
  noAnswer: 'Der Server hat nicht rechtzeitig geantwortet. Bitte versuchen Sie es erneut.',
  /** The gateway's 502/503/504: the auth server is out of reach for the moment. */
  serverDown: 'Der Server ist gerade nicht erreichbar. Bitte versuchen Sie es in einem Moment erneut.',
} as const;
