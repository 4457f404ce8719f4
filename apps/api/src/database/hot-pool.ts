import type pg from 'pg';
import { readDataRowsFast } from './data-rows.js';
import { type HotDriver, HotQuery, type HotStatement, type PreparedStatements } from './hot-query.js';

/** pg's socket (the client's `connection.stream`, not in its types). */
type Corkable = { cork(): void; uncork(): void };

/** A pg client's wire connection (pg/lib/connection.js), not in its types. */
const wireOf = (client: pg.Client) => (client as unknown as { connection: { stream: Corkable } }).connection;

interface Connection {
  client: pg.Client;
  /** What it has prepared: a new connection prepares afresh. */
  prepared: PreparedStatements;
  /** Statements sent and not yet answered. */
  inFlight: number;
  /**
   * Its socket is held corked until the event loop's check phase: the statements of every request the
   * loop read in one poll leave in one write. Corked only to the next tick, each request wrote its own:
   * this gives 1.1-1.2x the list requests a second under 50 connections (writev 10% of the API's CPU, not 18%).
   */
  corked: boolean;
  connected: boolean;
  /** When the statement now at the head of its queue got there (its last answer, or the first sent). */
  headSince: number;
}

/**
 * A connection whose head statement has run this long is passed over while another is not: a slow
 * read (a report, a count over a large table) would otherwise hold every statement queued behind it.
 * Under load a connection answers every fraction of a millisecond.
 */
const STALLED_MS = 5;

/**
 * The connections that serve the statements every request runs (the session check, list pages and
 * counts), outside any transaction: a few clients in pg's pipeline mode. A statement goes at once to
 * the connection with the fewest unanswered ones, behind them on the wire, instead of waiting in a
 * pool for an idle connection. Measured against pg.Pool (8 connections, 50 concurrent callers, one
 * named page statement): 1.6-2.2x the statements a second at 0.4-0.5x the client's CPU each, as the
 * server finds the next statement already read instead of sleeping for it, and one read returns
 * several answers. Each statement ends in its own Sync, so an error fails that statement alone.
 * A connection that fails fails its unanswered statements and is replaced at the next statement.
 */
export class HotPool {
  private readonly connections: (Connection | undefined)[];
  private ended = false;

  /** `driver`: pg's, passed in so that this module loads none (a start on PGlite needs none). */
  constructor(
    private readonly driver: HotDriver,
    private readonly config: pg.ClientConfig,
    size: number,
  ) {
    this.connections = new Array(size).fill(undefined);
  }

  async query<T>(statement: HotStatement): Promise<T[]> {
    if (this.ended) throw new Error('the hot pool has ended');
    const connection = this.pick();
    if (connection.inFlight++ === 0) connection.headSince = performance.now();
    if (connection.connected && !connection.corked) {
      const socket = wireOf(connection.client).stream;
      connection.corked = true;
      socket.cork();
      setImmediate(() => {
        connection.corked = false;
        socket.uncork();
      });
    }
    try {
      return (await new Promise<Record<string, unknown>[]>((resolve, reject) => {
        const { client, prepared } = connection;
        client.query(new HotQuery(statement, prepared, client, this.driver.prepareValue, resolve, reject));
      })) as T[];
    } finally {
      connection.inFlight--;
      connection.headSince = performance.now();
    }
  }

  async end(): Promise<void> {
    this.ended = true;
    const open = this.connections.filter((c): c is Connection => !!c);
    this.connections.fill(undefined);
    await Promise.all(open.map((c) => c.client.end().catch(() => undefined)));
  }

  /**
   * An idle connection (an empty slot is opened, none waiting on it), else the one with the fewest
   * unanswered statements among those not stalled, else the one with the fewest.
   */
  private pick(): Connection {
    const now = performance.now();
    let best: Connection | undefined;
    let bestLoad = Number.POSITIVE_INFINITY;
    for (let i = 0; i < this.connections.length; i++) {
      const c = this.connections[i] ?? this.open(i);
      if (c.inFlight === 0) return c;
      const load = now - c.headSince > STALLED_MS ? c.inFlight + 1e6 : c.inFlight;
      if (load < bestLoad) {
        best = c;
        bestLoad = load;
      }
    }
    return best as Connection;
  }

  private open(slot: number): Connection {
    const client = new this.driver.Client({ ...this.config, pipeline: true });
    readDataRowsFast(wireOf(client), this.driver.Parser);
    const connection: Connection = {
      client,
      prepared: new Map(),
      inFlight: 0,
      corked: false,
      connected: false,
      headSince: 0,
    };
    const drop = () => {
      if (this.connections[slot] === connection) this.connections[slot] = undefined;
    };
    // pg fails the connection's unanswered statements itself; the slot is opened afresh when next picked.
    client.on('error', drop);
    client.on('end', drop);
    this.connections[slot] = connection;
    client.connect().then(() => {
      connection.connected = true;
    }, drop);
    return connection;
  }
}
