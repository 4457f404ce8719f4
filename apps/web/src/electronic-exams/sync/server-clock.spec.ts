import { describe, expect, it } from '@jest/globals';
import { clockParts, ServerClock } from './server-clock';

describe('20.3. server clock', () => {
  it('counts down from the server time whatever the device clock says', () => {
    let device = Date.parse('2026-11-25T09:50:00Z'); // ten minutes behind the server
    const clock = new ServerClock(() => device);
    clock.observe('2026-11-25T10:00:00.100Z', device, device + 200);
    device += 200;
    expect(clock.now()).toBe(Date.parse('2026-11-25T10:00:00.100Z') + 100);
    expect(clock.until('2026-11-25T11:00:00Z')).toBe(60 * 60_000 - 200);
  });

  it('prefers the reading of the faster round trip', () => {
    let device = 0;
    const clock = new ServerClock(() => device);
    clock.observe(new Date(10_000).toISOString(), 0, 100); // offset 9,950
    clock.observe(new Date(20_000).toISOString(), 0, 6000); // a 6 s trip: too vague, kept out
    device = 100;
    expect(clock.now()).toBe(10_050);
  });

  it('splits a duration into hours, minutes and seconds, rounding up and never below zero', () => {
    expect(clockParts(3_725_001)).toEqual({ h: 1, m: 2, s: 6 });
    expect(clockParts(59_001)).toEqual({ h: 0, m: 1, s: 0 });
    expect(clockParts(-5)).toEqual({ h: 0, m: 0, s: 0 });
  });
});
