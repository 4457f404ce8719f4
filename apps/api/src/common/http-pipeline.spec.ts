import { utf8Answer } from './http-pipeline.js';

const bytesOf = (answer: string | Buffer) =>
  typeof answer === 'string' ? Buffer.from(answer, 'utf8') : answer;

/** A JSON answer as a list sends it: Arabic and English names, TeX, an emoji (a surrogate pair). */
const listAnswer = (rows: number) =>
  JSON.stringify({
    courses: Array.from({ length: rows }, (_, i) => ({
      index: i + 1,
      courseName: { ar: `أساسيات البرمجة ${i}`, en: `Programming Fundamentals ${i}` },
      text: 'Find \\(x\\) when \\(x^2 = 4\\) 🙂',
    })),
  });

describe('utf8Answer', () => {
  test('a short answer stays a string for node:http to send', () => {
    expect(utf8Answer('{"ok":true}')).toBe('{"ok":true}');
  });

  test('a long answer is its exact UTF-8 bytes, surrogate pairs included', () => {
    const text = listAnswer(20);
    const answer = utf8Answer(text);
    expect(Buffer.isBuffer(answer)).toBe(true);
    expect(bytesOf(answer).equals(Buffer.from(text, 'utf8'))).toBe(true);
    expect(JSON.parse(bytesOf(answer).toString('utf8'))).toEqual(JSON.parse(text));
  });

  test('an answer after a longer one holds nothing of it (the scratch buffer is reused)', () => {
    const long = listAnswer(200);
    const short = listAnswer(5);
    utf8Answer(long);
    expect(bytesOf(utf8Answer(short)).equals(Buffer.from(short, 'utf8'))).toBe(true);
  });

  test('an answer larger than the scratch buffer is encoded all the same', () => {
    const text = listAnswer(20_000);
    expect(text.length * 2).toBeGreaterThan(1 << 20);
    expect(bytesOf(utf8Answer(text)).equals(Buffer.from(text, 'utf8'))).toBe(true);
  });
});
