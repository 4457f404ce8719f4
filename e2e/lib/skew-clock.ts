/**
 * A browser whose system clock is wrong by `skewMs` (an init script: page.addInitScript(skewClock, ms)):
 * Date and the page's time origin are shifted as a wrong system clock shifts them; performance.now()
 * runs as ever. The electronic exam's countdown must follow the server's clock all the same (issue 16).
 * Plain TypeScript (types only), so the offline bench (bench/electronic-exams-offline.mjs) imports it too.
 */
export function skewClock(skewMs: number): void {
  const RealDate = Date;
  class SkewedDate extends RealDate {
    constructor(...args: ConstructorParameters<DateConstructor> | []) {
      if (args.length === 0) super(RealDate.now() + skewMs);
      else super(...(args as ConstructorParameters<DateConstructor>));
    }
    static override now(): number {
      return RealDate.now() + skewMs;
    }
  }
  globalThis.Date = SkewedDate as DateConstructor;
  const origin = performance.timeOrigin + skewMs;
  Object.defineProperty(Performance.prototype, 'timeOrigin', { get: () => origin, configurable: true });
}
