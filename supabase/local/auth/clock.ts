/**
 * The auth service's clock for what is measured in minutes to days: when a session started (a
 * password change needs one younger than 24 hours), when a reauthentication code expires, when
 * an e-mail address may be sent the next mail. Access tokens keep the real clock.
 *
 * Tests move it forward (`authClock.advance`) instead of waiting a day; the stack runs in the
 * test's process, so they share this module. Nothing else moves it.
 */
let offsetMs = 0;

export const authClock = {
  /** Milliseconds since the epoch, as the auth service sees them. */
  now(): number {
    return Date.now() + offsetMs;
  },
  date(): Date {
    return new Date(authClock.now());
  },
  /** Moves the clock forward by `ms` (tests only). */
  advance(ms: number): void {
    offsetMs += ms;
  },
  /** Back to the real time (tests only). */
  reset(): void {
    offsetMs = 0;
  },
};
