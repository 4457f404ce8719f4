import { randomUUID } from 'node:crypto';
import { Logger } from '@nestjs/common';
import type { Redis } from 'ioredis';
import * as decoding from 'lib0/decoding';
import * as encoding from 'lib0/encoding';
import { newRedis } from '../realtime/redis.js';

/** What travels between API processes about one document. */
export const BusKind = {
  /** A Yjs update the sending process has already committed to collab_update. */
  update: 0,
  /** An awareness update (carets, names), never stored. */
  awareness: 1,
} as const;
export type BusKind = (typeof BusKind)[keyof typeof BusKind];

export interface BusHandlers {
  remote(name: string, kind: BusKind, data: Uint8Array): void;
  sessionEnded(sessionId: string): void;
}

/**
 * The Redis relay between API processes (REDIS_URL): one channel per open document, subscribed
 * by the processes that hold it, plus one for ended sessions. Each message carries its sender's
 * tag, so a process ignores its own messages instead of applying and relaying them again.
 */
export class CollabBus {
  private readonly log = new Logger('Collab');
  /** Per bus, not per process: two apps in one process (tests) are two peers. */
  private readonly tag = randomUUID();
  private readonly pub: Redis;
  private readonly sub: Redis;
  private readonly docChannel: string;
  private readonly sessionChannel: string;

  constructor(redisUrl: string, prefix: string, handlers: BusHandlers) {
    this.docChannel = `${prefix}:collab:doc:`;
    this.sessionChannel = `${prefix}:collab:session-ended`;
    const name = `mizan-api:${process.pid}:collab`;
    this.pub = newRedis(redisUrl, { maxRetriesPerRequest: 2, connectionName: `${name}:pub` });
    this.sub = this.pub.duplicate({ connectionName: `${name}:sub` });
    for (const c of [this.pub, this.sub]) c.on('error', (e: Error) => this.log.warn(`redis: ${e.message}`));
    this.sub.on('messageBuffer', (channel: Buffer, message: Buffer) => {
      try {
        const decoder = decoding.createDecoder(message);
        if (decoding.readVarString(decoder) === this.tag) return;
        const kind = decoding.readVarUint(decoder) as BusKind;
        const data = decoding.readVarUint8Array(decoder);
        const ch = channel.toString();
        if (ch === this.sessionChannel) handlers.sessionEnded(new TextDecoder().decode(data));
        else if (ch.startsWith(this.docChannel))
          handlers.remote(ch.slice(this.docChannel.length), kind, data);
      } catch (error) {
        this.log.warn(`bad bus message: ${error instanceof Error ? error.message : String(error)}`);
      }
    });
  }

  async start(): Promise<void> {
    await this.sub.subscribe(this.sessionChannel);
  }

  subscribe(name: string): Promise<unknown> {
    return this.sub.subscribe(this.docChannel + name);
  }

  async unsubscribe(name: string): Promise<void> {
    await this.sub
      .unsubscribe(this.docChannel + name)
      .catch((e: Error) => this.log.warn(`redis: ${e.message}`));
  }

  publish(name: string, kind: BusKind, data: Uint8Array): void {
    this.send(this.docChannel + name, kind, data);
  }

  endSession(sessionId: string): void {
    this.send(this.sessionChannel, BusKind.update, new TextEncoder().encode(sessionId));
  }

  private send(channel: string, kind: BusKind, data: Uint8Array): void {
    const encoder = encoding.createEncoder();
    encoding.writeVarString(encoder, this.tag);
    encoding.writeVarUint(encoder, kind);
    encoding.writeVarUint8Array(encoder, data);
    this.pub
      .publish(channel, Buffer.from(encoding.toUint8Array(encoder)))
      .catch((e: Error) => this.log.warn(`redis publish: ${e.message}`));
  }

  /** QUIT, cut after a second if Redis is unreachable (as the socket.io adapter's clients). */
  async close(): Promise<void> {
    await Promise.all(
      [this.pub, this.sub].map(async (c) => {
        let timer: NodeJS.Timeout | undefined;
        const late = new Promise((resolve) => {
          timer = setTimeout(resolve, 1_000);
        });
        await Promise.race([c.quit().catch(() => undefined), late]);
        clearTimeout(timer);
        c.disconnect();
      }),
    );
  }
}
