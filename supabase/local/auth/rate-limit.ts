/**
 * Limits wrong-password attempts: after `maxFailures` failed logins for one e-mail from one IP
 * (or `maxFailures * 6` for one IP across e-mails) within `windowMs`, further password logins
 * from there are refused with 429 until the oldest failures age out.
 */
export class LoginLimiter {
  readonly maxFailures: number;
  readonly windowMs: number;
  readonly #failures = new Map<string, number[]>();

  constructor(maxFailures = 5, windowMs = 15 * 60 * 1000) {
    this.maxFailures = maxFailures;
    this.windowMs = windowMs;
  }

  #recent(key: string, now: number): number[] {
    const list = (this.#failures.get(key) ?? []).filter((t) => now - t < this.windowMs);
    if (list.length === 0) this.#failures.delete(key);
    else this.#failures.set(key, list);
    return list;
  }

  isBlocked(ip: string, email: string, now = Date.now()): boolean {
    return (
      this.#recent(`${ip}|${email.toLowerCase()}`, now).length >= this.maxFailures ||
      this.#recent(`${ip}|*`, now).length >= this.maxFailures * 6
    );
  }

  recordFailure(ip: string, email: string, now = Date.now()): void {
    for (const key of [`${ip}|${email.toLowerCase()}`, `${ip}|*`]) {
      this.#failures.set(key, [...this.#recent(key, now), now]);
    }
  }

  recordSuccess(ip: string, email: string): void {
    this.#failures.delete(`${ip}|${email.toLowerCase()}`);
  }
}
