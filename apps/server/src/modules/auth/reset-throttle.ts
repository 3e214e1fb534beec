/**
 * At most `perHour` password-reset e-mails per address (issue 17): asking again and again, from
 * one IP or many, cannot flood a mailbox. Per instance, like the other rate limits; the answer to
 * the asker is the same either way, so it reveals nothing about the account.
 */
const HOUR_MS = 60 * 60 * 1000;
const MAX_TRACKED = 10_000;

export class ResetThrottle {
  private readonly sent = new Map<string, number[]>();

  constructor(private readonly perHour: number) {}

  /** Whether a reset e-mail to `email` may go now; counts it when it may. */
  allow(email: string, now = Date.now()): boolean {
    const key = email.trim().toLowerCase();
    const recent = (this.sent.get(key) ?? []).filter((at) => now - at < HOUR_MS);
    if (recent.length >= this.perHour) return false;
    if (this.sent.size >= MAX_TRACKED) this.prune(now);
    this.sent.set(key, [...recent, now]);
    return true;
  }

  private prune(now: number) {
    for (const [key, times] of this.sent) if (times.every((at) => now - at >= HOUR_MS)) this.sent.delete(key);
  }
}
