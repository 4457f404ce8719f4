/**
 * The exam's clock is the server's (issue 16: 'the timer is the server's'; a browser clock ten
 * minutes wrong changes nothing). Each answer that carries the server's time gives the offset
 * between it and this device's clock; the countdown and the waiting page read `now()` through it.
 */
export class ServerClock {
  /** serverTime - deviceTime, in ms. */
  private offset = 0;
  /** The round trip of the reading the offset came from: a shorter one is a better reading. */
  private bestRoundTrip = Number.POSITIVE_INFINITY;

  /** Monotonic by default: a device clock changed during the exam does not move the countdown. */
  constructor(private readonly deviceNow: () => number = () => performance.timeOrigin + performance.now()) {}

  /**
   * A server time read by a request sent at `sentAt` and answered at `receivedAt` (device times).
   * The server read its clock somewhere in between; the middle is the best guess. A reading over a
   * slower round trip than an earlier one is less precise and is kept only if the earlier one is old.
   */
  observe(serverIso: string, sentAt: number, receivedAt: number = this.deviceNow()): void {
    const server = Date.parse(serverIso);
    if (Number.isNaN(server)) return;
    const roundTrip = Math.max(0, receivedAt - sentAt);
    if (roundTrip > this.bestRoundTrip * 2 + 1000) return;
    this.bestRoundTrip = Math.min(this.bestRoundTrip, roundTrip);
    this.offset = server - (sentAt + roundTrip / 2);
  }

  /** This device's monotonic time, in ms: what `observe` takes as sentAt and receivedAt. */
  deviceTime(): number {
    return this.deviceNow();
  }

  /** The server's time now, in ms. */
  now(): number {
    return this.deviceNow() + this.offset;
  }

  /** Milliseconds from the server's now until `iso` (negative once past). */
  until(iso: string): number {
    return Date.parse(iso) - this.now();
  }
}

/** A duration as h:mm:ss (or m:ss under an hour), never negative; digits are the caller's to localise. */
export function clockParts(ms: number): { h: number; m: number; s: number } {
  const total = Math.max(0, Math.ceil(ms / 1000));
  return { h: Math.floor(total / 3600), m: Math.floor((total % 3600) / 60), s: total % 60 };
}
