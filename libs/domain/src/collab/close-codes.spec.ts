import { COLLAB_CLOSE, collabCloseKey, collabServerUrl, COLLAB_MESSAGES } from './index.js';

describe('collab close codes and URL', () => {
  it('makes refusals final for y-websocket (4400-4499) and unavailability transient', () => {
    for (const key of ['unauthorized', 'invalid', 'forbidden', 'notFound', 'tooLarge'] as const) {
      expect(COLLAB_CLOSE[key].code).toBeGreaterThanOrEqual(4400);
      expect(COLLAB_CLOSE[key].code).toBeLessThan(4500);
    }
    expect(COLLAB_CLOSE.unavailable.code).toBeGreaterThanOrEqual(4500);
  });

  it('keeps reasons within the 123 bytes a close frame allows, and has a message for each', () => {
    for (const [key, { code, reason }] of Object.entries(COLLAB_CLOSE)) {
      expect(Buffer.byteLength(reason)).toBeLessThanOrEqual(123);
      expect(collabCloseKey(code)).toBe(key);
      expect(COLLAB_MESSAGES[key as keyof typeof COLLAB_MESSAGES].ar).toMatch(/[\u0600-\u06FF]/);
    }
    expect(collabCloseKey(1006)).toBeNull();
  });

  it('points the provider at /collab on the same origin with a websocket scheme', () => {
    expect(collabServerUrl('https://mizan.example.edu')).toBe('wss://mizan.example.edu/collab');
    expect(collabServerUrl('http://localhost:3000/')).toBe('ws://localhost:3000/collab');
  });
});
