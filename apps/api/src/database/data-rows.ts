import type { BackendMessage } from 'pg-protocol/dist/messages.js';
import type { Parser } from 'pg-protocol/dist/parser.js';

/** A backend message code: DataRow ('D'). */
const DATA_ROW = 0x44;
/**
 * Fields up to this many bytes that are all ASCII (ids, counts, codes, flags) are made in JS: under
 * V8's 13 characters a string built by adding is flat, not a cons string.
 */
const SHORT = 12;

/**
 * A DataRow message's field texts (null: SQL null), as pg-protocol gives them: each field UTF-8
 * decoded by Buffer's decoder, except a short ASCII one, made in JS to the same text. pg-protocol
 * calls Buffer's decoder for every field (toString and its checks, then the call into C++: about
 * 0.08 us each); a list page has 150-200 fields, most of them a few digits. Micro-benchmark of a
 * review page (10 rows of 19 fields, three runs): 18-21 us against 10-12.
 * `offset`: the message's body (past its code and length).
 */
export function dataRowFields(bytes: Buffer, offset: number): (string | null)[] {
  let at = offset + 2;
  const fields = new Array<string | null>((bytes[offset] << 8) | bytes[offset + 1]);
  for (let i = 0; i < fields.length; i++) {
    const length = (bytes[at] << 24) | (bytes[at + 1] << 16) | (bytes[at + 2] << 8) | bytes[at + 3];
    at += 4;
    if (length === -1) {
      fields[i] = null;
      continue;
    }
    const end = at + length;
    let text: string | undefined;
    if (length <= SHORT) {
      text = '';
      for (let j = at; j < end; j++) {
        const byte = bytes[j];
        if (byte > 0x7f) {
          text = undefined;
          break;
        }
        text += String.fromCharCode(byte);
      }
    }
    fields[i] = text ?? bytes.toString('utf8', at, end);
    at = end;
  }
  return fields;
}

/** pg-protocol's DataRowMessage, as the client hands it to the active query. */
const dataRowMessage = (length: number, fields: (string | null)[]) => ({
  name: 'dataRow',
  length,
  fieldCount: fields.length,
  fields,
});

type HandlePacket = (offset: number, code: number, length: number, bytes: Buffer) => unknown;

/** pg-protocol's parser as it runs: its packet handler is private in its types. */
interface RunningParser {
  parse(buffer: Buffer, callback: (message: BackendMessage) => void): void;
  handlePacket: HandlePacket;
}

/** The parts of pg's connection (pg/lib/connection.js) that read its socket. */
interface ReadingConnection {
  attachListeners(stream: NodeJS.EventEmitter): void;
  emit(event: string, message: unknown): boolean;
  _emitMessage?: boolean;
}

/**
 * Makes a pg client's connection read its DataRow messages with `dataRowFields`, every other
 * message by pg-protocol's own parser. The connection's listeners are pg's, as written in its
 * attachListeners: each message emitted by name ('errorMessage' for an error), and as 'message'
 * when something listens for that.
 */
export function readDataRowsFast(connection: unknown, ParserClass: typeof Parser): void {
  const wire = connection as ReadingConnection;
  wire.attachListeners = (stream) => {
    const parser = new ParserClass() as unknown as RunningParser;
    const handlePacket = parser.handlePacket.bind(parser);
    parser.handlePacket = (offset, code, length, bytes) =>
      code === DATA_ROW
        ? dataRowMessage(length, dataRowFields(bytes, offset))
        : handlePacket(offset, code, length, bytes);
    stream.on('data', (buffer: Buffer) =>
      parser.parse(buffer, (message) => {
        if (wire._emitMessage) wire.emit('message', message);
        wire.emit(message.name === 'error' ? 'errorMessage' : message.name, message);
      }),
    );
  };
}
