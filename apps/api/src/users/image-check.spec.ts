import { IMAGE_NAME, sniffImage } from './image-check.js';

describe('profile image check', () => {
  it('recognises PNG and JPEG by their bytes', () => {
    expect(sniffImage(Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0]))).toBe(
      'image/png',
    );
    expect(sniffImage(Uint8Array.from([0xff, 0xd8, 0xff, 0xe0]))).toBe('image/jpeg');
  });

  it('refuses other content whatever the name says', () => {
    expect(sniffImage(new TextEncoder().encode('<svg onload=alert(1)>'))).toBeNull();
    expect(sniffImage(Uint8Array.from([0x47, 0x49, 0x46, 0x38]))).toBeNull();
  });

  it.each([
    ['me.jpg', true],
    ['me.JPEG', true],
    ['me.png', true],
    ['me.gif', false],
    ['me.png.exe', false],
  ])('accepts the name %s: %s', (name, ok) => {
    expect(IMAGE_NAME.test(name)).toBe(ok);
  });
});
