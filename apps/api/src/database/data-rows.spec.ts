import { EventEmitter } from 'node:events';
import { Parser } from 'pg-protocol/dist/parser.js';
import { dataRowFields, readDataRowsFast } from './data-rows.js';

/** A DataRow message as the server writes it: 'D', its length, the field count, each field. */
function dataRow(fields: (Buffer | null)[]): Buffer {
  const body: Buffer[] = [Buffer.from([fields.length >> 8, fields.length & 0xff])];
  for (const field of fields) {
    const length = Buffer.alloc(4);
    length.writeInt32BE(field === null ? -1 : field.length);
    body.push(length, ...(field === null ? [] : [field]));
  }
  const head = Buffer.alloc(5);
  head[0] = 0x44;
  head.writeInt32BE(4 + body.reduce((n, b) => n + b.length, 0), 1);
  return Buffer.concat([head, ...body]);
}

/** Every message pg-protocol's own parser reads from `bytes`. */
function parsedByPg(bytes: Buffer): { name: string; fields?: unknown }[] {
  const messages: { name: string; fields?: unknown }[] = [];
  new Parser().parse(bytes, (m) => messages.push(m as { name: string; fields?: unknown }));
  return messages;
}

const utf8 = (text: string) => Buffer.from(text, 'utf8');

describe('dataRowFields (a hot connection reads its rows)', () => {
  it('gives every field the text pg-protocol gives it: nulls, empty, short and long, ASCII or not', () => {
    const fields = [
      null,
      utf8(''),
      utf8('7'),
      utf8('123456789012'), // 12 bytes: made in JS
      utf8('1234567890123'), // 13: decoded
      utf8('5.2.'),
      utf8('t'),
      utf8('أ'), // two bytes, short
      utf8('سؤال'),
      utf8('{"ar": "الجبر الخطي", "en": "Linear Algebra"}'),
      utf8('2026-12-06 08:28:41.974078+00'),
      utf8('😀x'), // four bytes
      Buffer.from([0x61, 0xff, 0x62]), // not UTF-8: replaced, as Buffer's decoder does
      Buffer.from([0xe2, 0x82]), // a cut sequence
      utf8('ما هو ناتج جمع العددين؟ '.repeat(30)),
      utf8('\u0000\n"\\'),
    ];
    const message = dataRow(fields);
    const [byPg] = parsedByPg(message);
    expect(dataRowFields(message, 5)).toEqual(byPg.fields);
    expect(dataRowFields(message, 5)).toEqual(fields.map((f) => (f === null ? null : f.toString('utf8'))));
  });

  it('reads a row of no fields, and one at an offset inside a larger read', () => {
    expect(dataRowFields(dataRow([]), 5)).toEqual([]);
    const read = Buffer.concat([Buffer.from('xyz'), dataRow([utf8('1'), null, utf8('ب')])]);
    expect(dataRowFields(read, 3 + 5)).toEqual(['1', null, 'ب']);
  });

  it('matches pg-protocol on random rows', () => {
    const alphabet = ['a', '0', '.', ' ', 'ء', 'ي', '€', '😀', '"', '\n'];
    let seed = 19;
    const random = (n: number) => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      return seed % n;
    };
    for (let row = 0; row < 200; row++) {
      const fields = Array.from({ length: random(24) }, () =>
        random(8) === 0
          ? null
          : utf8(
              Array.from(
                { length: random(row % 2 ? 16 : 300) },
                () => alphabet[random(alphabet.length)],
              ).join(''),
            ),
      );
      const message = dataRow(fields);
      expect(dataRowFields(message, 5)).toEqual(parsedByPg(message)[0].fields);
    }
  });
});

describe('readDataRowsFast (a hot connection reads its socket)', () => {
  /** A stand-in for pg's connection: what readDataRowsFast reads of it, the events it emits. */
  const connection = () => {
    const wire = Object.assign(new EventEmitter(), { attachListeners: (_stream: EventEmitter) => {} });
    readDataRowsFast(wire, Parser);
    const stream = new EventEmitter();
    wire.attachListeners(stream);
    return { wire, stream };
  };

  it('emits each message as pg does, rows with their fields, a message split over reads whole', () => {
    const { wire, stream } = connection();
    const seen: { event: string; message: { name: string; fields?: unknown } }[] = [];
    for (const event of ['dataRow', 'commandComplete', 'readyForQuery', 'errorMessage'])
      wire.on(event, (message) => seen.push({ event, message }));
    const complete = Buffer.from([0x43, 0, 0, 0, 13, ...Buffer.from('SELECT 1\0')]);
    const ready = Buffer.from([0x5a, 0, 0, 0, 5, 0x49]);
    const error = Buffer.from([0x45, 0, 0, 0, 20, ...Buffer.from('SERROR\0Mno such\0\0')]);
    const bytes = Buffer.concat([dataRow([utf8('12'), utf8('قسم')]), complete, ready, error]);
    stream.emit('data', bytes.subarray(0, 9));
    stream.emit('data', bytes.subarray(9));
    expect(seen.map((s) => s.event)).toEqual(['dataRow', 'commandComplete', 'readyForQuery', 'errorMessage']);
    expect(seen[0].message).toMatchObject({ name: 'dataRow', fieldCount: 2, fields: ['12', 'قسم'] });
    expect(seen.slice(1).map((s) => s.message)).toEqual(parsedByPg(Buffer.concat([complete, ready, error])));
  });

  it("emits 'message' too when the connection asks for it", () => {
    const { wire, stream } = connection();
    Object.assign(wire, { _emitMessage: true });
    const names: string[] = [];
    wire.on('message', (m: { name: string }) => names.push(m.name));
    stream.emit('data', dataRow([utf8('1')]));
    expect(names).toEqual(['dataRow']);
  });
});
