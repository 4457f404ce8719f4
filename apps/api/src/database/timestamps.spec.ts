import { isoTime } from './timestamps.js';

describe('isoTime', () => {
  it('answers what Date#toISOString answers for PostgreSQL timestamptz text in UTC and other zones', () => {
    const texts = [
      '2026-11-28 10:00:00.123456+00',
      '2026-11-28 10:00:00.1239+00',
      '2026-11-28 10:00:00.5+00',
      '2026-11-28 10:00:00.12+00',
      '2026-11-28 23:59:59.999999+00',
      '2026-11-28 10:00:00+00',
      '2026-02-28 10:00:00+05:30',
      '2026-11-28 10:00:00.12-03',
      '2026-12-31 23:30:00.000001-01',
    ];
    for (const text of texts) expect(isoTime(text)).toBe(new Date(text).toISOString());
  });

  it('answers for a Date and for ISO text as Date does', () => {
    const d = new Date(Date.UTC(2026, 10, 28, 10, 0, 0, 7));
    expect(isoTime(d)).toBe('2026-11-28T10:00:00.007Z');
    expect(isoTime('2026-11-28T10:00:00.007Z')).toBe('2026-11-28T10:00:00.007Z');
  });

  it('matches Date on a run of random instants written as PostgreSQL writes them', () => {
    for (let i = 0; i < 1000; i++) {
      const ms = Date.UTC(2000, 0, 1) + Math.floor(Math.random() * 40 * 365 * 86_400_000);
      const micros = String(Math.floor(Math.random() * 1_000_000))
        .padStart(6, '0')
        .replace(/0+$/, '');
      const base = new Date(ms).toISOString().slice(0, 19).replace('T', ' ');
      const text = `${base}${micros ? `.${micros}` : ''}+00`;
      expect(isoTime(text)).toBe(new Date(text).toISOString());
    }
  });
});
