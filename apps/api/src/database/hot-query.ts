import type pg from 'pg';
import type { Parser as WireParser } from 'pg-protocol/dist/parser.js';
import { type RowBuild, rowBuilder } from './row-shapes.js';

/** One statement of the hot path, `$n` placeholders; prepared on its connection when named. */
export interface HotStatement {
  name?: string;
  text: string;
  values: unknown[];
}

/** What the hot path takes of the driver, passed in so that its modules load none (PGlite needs none). */
export interface HotDriver {
  Client: typeof pg.Client;
  /** pg's own mapping of a parameter to its wire text (arrays, dates, JSON), as its queries bind them. */
  prepareValue(value: unknown): unknown;
  /** pg-protocol's parser, which the hot connections read their socket with (database/data-rows.ts). */
  Parser: typeof WireParser;
}

export const hotDriver = (driver: typeof pg, parser: typeof WireParser): HotDriver => ({
  Client: driver.Client,
  Parser: parser,
  prepareValue: (driver as unknown as { utils: { prepareValue(value: unknown): unknown } }).utils
    .prepareValue,
});

/** A statement's columns as its connection described them once, and the row object they make. */
export interface PreparedShape {
  /** Unset until the statement's description arrives (or for good when it returns no rows). */
  columns?: { build: RowBuild; parsers: Parser[] };
}

type Parser = (text: string) => unknown;

/** The statements prepared on one connection, by name. */
export type PreparedStatements = Map<string, PreparedShape>;

/** The parts of pg's connection (pg/lib/connection.js) a statement writes with. */
interface WireConnection {
  parse(query: { name: string; text: string; types: number[] }): void;
  bind(config: { statement: string; values: unknown[]; valueMapper: (value: unknown) => unknown }): void;
  describe(message: { type: 'S' | 'P'; name: string }): void;
  close(message: { type: 'S'; name: string }): void;
  execute(config: { portal: string; rows: number }): void;
  sync(): void;
  sendCopyFail(message: string): void;
}

interface FieldDescription {
  name: string;
  dataTypeID: number;
}

/**
 * One hot statement as a pg "submittable" (the client hands it the connection and the statement's
 * answers). Unlike pg's own Query it asks for the columns' description once per connection, when it
 * prepares the statement, not with every execution: pg parses that description into field objects and
 * builds a row template from it on every answer, a tenth of the session check's CPU in the API by
 * profile, and the server writes it every time. Every later execution is Bind, Execute, Sync, and each
 * row is made by the shape's own function straight from the row's texts.
 */
export class HotQuery {
  private readonly rows: Record<string, unknown>[] = [];
  private shape?: PreparedShape;
  /** This execution prepares the statement: its failure leaves the name to be prepared afresh. */
  private preparing = false;
  private error?: Error;
  private settled = false;

  constructor(
    private readonly statement: HotStatement,
    private readonly prepared: PreparedStatements,
    private readonly client: pg.Client,
    private readonly prepareValue: (value: unknown) => unknown,
    private readonly resolve: (rows: Record<string, unknown>[]) => void,
    private readonly reject: (error: Error) => void,
  ) {}

  /** Called by the client when the statement is due on the wire (pipelined: at once). */
  submit(wire: pg.Connection): void {
    const connection = wire as unknown as WireConnection;
    const { name = '', text, values } = this.statement;
    const shape = name ? this.prepared.get(name) : undefined;
    try {
      if (shape) this.shape = shape;
      else if (name) {
        // A statement that failed while being prepared may exist on the server all the same (the
        // failure was its bind): closing first makes the new one's Parse safe. Closing none is no error.
        this.shape = {};
        this.prepared.set(name, this.shape);
        this.preparing = true;
        connection.close({ type: 'S', name });
        connection.parse({ name, text, types: [] });
        connection.describe({ type: 'S', name });
      } else connection.parse({ name, text, types: [] });
      connection.bind({ statement: name, values, valueMapper: this.prepareValue });
      if (!name) connection.describe({ type: 'P', name: '' });
    } catch (error) {
      // A value pg cannot write: nothing went on the wire for the bind; the sync ends what did.
      connection.sync();
      this.fail(error as Error);
      return;
    }
    connection.execute({ portal: '', rows: 0 });
    connection.sync();
  }

  /** The columns: once per connection for a named statement (its Describe), every time for another. */
  handleRowDescription(message: { fields: FieldDescription[] }) {
    const shape = this.shape ?? {};
    const parsers: Parser[] = message.fields.map((f) => this.client.getTypeParser(f.dataTypeID, 'text'));
    shape.columns = {
      build: rowBuilder(message.fields, parsers, this.client.getTypeParser(TEXT, 'text')),
      parsers,
    };
    this.shape = shape;
  }

  /** Runs inside pg's socket handler: nothing may throw out of it (that would end the process). */
  handleDataRow(message: { fields: (string | null)[] }) {
    const columns = this.shape?.columns;
    if (this.error) return;
    if (!columns)
      this.error = new Error(`hot statement ${this.statement.name ?? ''}: a row came before its columns`);
    else
      try {
        this.rows.push(columns.build(message.fields, columns.parsers));
      } catch (error) {
        this.error = error as Error;
      }
  }

  handleCommandComplete() {}

  handleEmptyQuery() {}

  handlePortalSuspended() {}

  handleCopyInResponse(connection: WireConnection) {
    connection.sendCopyFail('the hot path copies nothing');
  }

  handleCopyData() {}

  /** A statement's error (the client then sends it nothing more), or its connection's end. */
  handleError(error: Error) {
    this.fail(error);
  }

  handleReadyForQuery() {
    if (this.error) this.fail(this.error);
    else if (!this.settled) {
      this.settled = true;
      this.resolve(this.rows);
    }
  }

  private fail(error: Error) {
    if (this.settled) return;
    this.settled = true;
    const name = this.statement.name;
    if (this.preparing && name && this.prepared.get(name) === this.shape) this.prepared.delete(name);
    this.reject(error);
  }
}

/** text's type: its parser is pg's identity, so a text column is taken as it comes. */
const TEXT = 25;
