import { randomUUID } from 'node:crypto';
import { Inject, Injectable, Logger, type OnModuleDestroy } from '@nestjs/common';
import type { Watcher } from '@mizan/domain/review';
import type { Redis } from 'ioredis';
import type { AppConfig } from '../config/app-config.js';
import { APP_CONFIG } from '../database/database.module.js';
import { newRedis } from './redis.js';

/** How long a process's presence entries outlive its last heartbeat (a crashed process's watchers fade). */
const ALIVE_MS = 30_000;
const HEARTBEAT_MS = 10_000;
/** What is watched: a question id, or a string of another area's own ('exam:12'). */
export type PresenceKey = number | string;

/**
 * Who has which question open: one entry per socket, shown once per user. In memory on one
 * process; with REDIS_URL in Redis, so every process lists the watchers of all of them. Each
 * entry names its process, whose heartbeat key expires when the process dies, so a crash leaves
 * no one "looking" for ever.
 */
@Injectable()
export class PresenceStore implements OnModuleDestroy {
  private readonly log = new Logger('Presence');
  /** This process, as the entries (and other areas' records of a connection) name it. */
  readonly processId = randomUUID();
  /** This process's sockets per question (the whole store when there is no Redis). */
  private readonly local = new Map<PresenceKey, Map<string, Watcher>>();
  /** Without Redis: the watched questions of each group. */
  private readonly groups = new Map<string, Set<PresenceKey>>();
  private readonly redis?: Redis;
  private heartbeat?: NodeJS.Timeout;
  private readonly keyOf: (key: PresenceKey) => string;
  private readonly aliveOf: (process: string) => string;
  private readonly groupKeyOf: (group: string) => string;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    this.keyOf = (key) => `${config.redisPrefix}:presence:${key}`;
    this.aliveOf = (process) => `${config.redisPrefix}:presence:alive:${process}`;
    this.groupKeyOf = (group) => `${config.redisPrefix}:presence:group:${group}`;
    if (!config.redisUrl) return;
    this.redis = newRedis(config.redisUrl, {
      maxRetriesPerRequest: 2,
      connectionName: `mizan-api:${process.pid}:presence`,
    });
    this.redis.on('error', (e) => this.log.warn(`redis: ${e.message}`));
    const beat = () =>
      void this.redis?.set(this.aliveOf(this.processId), '1', 'PX', ALIVE_MS).catch(() => undefined);
    beat();
    this.heartbeat = setInterval(beat, HEARTBEAT_MS);
    this.heartbeat.unref();
  }

  /**
   * Adds a socket's watcher and answers the question's watchers after it. A `group` (a course)
   * indexes the question, so whoever starts following the group can be told who watches what in it.
   */
  async join(
    questionId: PresenceKey,
    socketId: string,
    watcher: Watcher,
    group?: string,
  ): Promise<Watcher[]> {
    const sockets = this.local.get(questionId) ?? new Map<string, Watcher>();
    this.local.set(questionId, sockets);
    sockets.set(socketId, watcher);
    if (group !== undefined && !this.redis) this.groupOf(group).add(questionId);
    // `at` orders the watchers as they arrived (a Redis hash keeps no order).
    const entry: Entry = { ...watcher, at: Date.now() };
    if (this.redis) {
      const write = this.redis
        .multi()
        .hset(this.keyOf(questionId), `${this.processId}|${socketId}`, JSON.stringify(entry));
      if (group !== undefined) write.sadd(this.groupKeyOf(group), String(questionId));
      await write.exec();
    }
    return this.watchers(questionId);
  }

  async leave(questionId: PresenceKey, socketId: string, group?: string): Promise<Watcher[]> {
    const sockets = this.local.get(questionId);
    sockets?.delete(socketId);
    if (sockets?.size === 0) {
      this.local.delete(questionId);
      if (group !== undefined && !this.redis) this.dropFromGroup(group, questionId);
    }
    const field = `${this.processId}|${socketId}`;
    if (this.redis && group !== undefined) await this.dropGrouped(questionId, group, [field]);
    else await this.redis?.hdel(this.keyOf(questionId), field);
    return this.watchers(questionId);
  }

  /** The watchers of every watched question of a group (a course), by question; none are left out. */
  async inGroup(group: string): Promise<Map<PresenceKey, Watcher[]>> {
    const ids = this.redis
      ? (await this.redis.smembers(this.groupKeyOf(group))).map(Number)
      : [...(this.groups.get(group) ?? [])];
    const all = await this.many(ids, group);
    for (const [id, users] of all) if (!users.length) all.delete(id);
    return all;
  }

  /**
   * Drops fields of a question's hash and, if that leaves it empty, the question from its group's
   * set: one script, so a join on another process cannot fall between the two.
   */
  private async dropGrouped(questionId: PresenceKey, group: string, fields: string[]): Promise<void> {
    await this.redis?.eval(
      DROP_GROUPED,
      2,
      this.keyOf(questionId),
      this.groupKeyOf(group),
      String(questionId),
      ...fields,
    );
  }

  private groupOf(group: string): Set<PresenceKey> {
    const ids = this.groups.get(group) ?? new Set<PresenceKey>();
    this.groups.set(group, ids);
    return ids;
  }

  private dropFromGroup(group: string, questionId: PresenceKey): void {
    const ids = this.groups.get(group);
    ids?.delete(questionId);
    if (ids?.size === 0) this.groups.delete(group);
  }

  async watchers(questionId: PresenceKey): Promise<Watcher[]> {
    return (await this.many([questionId])).get(questionId) ?? [];
  }

  /**
   * The watchers of several questions at once (a list page): one round trip to Redis. Entries of
   * dead processes are dropped on the way, and with the `group` they were read for, a question
   * left with none leaves the group's set (a killed process never said it left).
   */
  async many(questionIds: PresenceKey[], group?: string): Promise<Map<PresenceKey, Watcher[]>> {
    const result = new Map<PresenceKey, Watcher[]>();
    if (!this.redis) {
      for (const id of questionIds) result.set(id, unique([...(this.local.get(id)?.values() ?? [])]));
      return result;
    }
    if (questionIds.length === 0) return result;
    const pipeline = this.redis.pipeline();
    for (const id of questionIds) pipeline.hgetall(this.keyOf(id));
    const hashes = ((await pipeline.exec()) ?? []).map(([, v]) => (v ?? {}) as Record<string, string>);
    const alive = await this.aliveProcesses(
      hashes.flatMap((h) => Object.keys(h).map((f) => f.split('|')[0])),
    );
    const drops: Promise<unknown>[] = [];
    questionIds.forEach((id, i) => {
      const entries: Entry[] = [];
      const stale: string[] = [];
      for (const [field, value] of Object.entries(hashes[i])) {
        if (alive.has(field.split('|')[0])) entries.push(JSON.parse(value) as Entry);
        else stale.push(field);
      }
      entries.sort((x, y) => x.at - y.at);
      result.set(id, unique(entries.map(({ userId, name }) => ({ userId, name }))));
      if (group !== undefined && !entries.length) drops.push(this.dropGrouped(id, group, stale));
      else if (stale.length) drops.push(this.redis!.hdel(this.keyOf(id), ...stale));
    });
    // Tidying only: the answer stands whether or not it succeeds.
    await Promise.allSettled(drops);
    return result;
  }

  /**
   * Which of these processes are alive (their heartbeat has not expired). Without Redis there is
   * one process: only this one.
   */
  async aliveProcesses(processes: string[]): Promise<Set<string>> {
    const ids = [...new Set(processes)];
    if (!this.redis) return new Set(ids.filter((p) => p === this.processId));
    if (!ids.length) return new Set();
    const beats = await this.redis.mget(ids.map(this.aliveOf));
    return new Set(ids.filter((_, i) => beats[i]));
  }

  async onModuleDestroy(): Promise<void> {
    if (this.heartbeat) clearInterval(this.heartbeat);
    if (!this.redis) return;
    try {
      const pipeline = this.redis.pipeline();
      for (const [id, sockets] of this.local)
        for (const socketId of sockets.keys()) pipeline.hdel(this.keyOf(id), `${this.processId}|${socketId}`);
      pipeline.del(this.aliveOf(this.processId));
      await pipeline.exec();
      await this.redis.quit();
    } catch {
      this.redis.disconnect();
    }
  }
}

type Entry = Watcher & { at: number };

/** KEYS: the question's hash, its group's set; ARGV: the question id, then the fields to drop. */
const DROP_GROUPED = `for i = 2, #ARGV do redis.call('hdel', KEYS[1], ARGV[i]) end
if redis.call('hlen', KEYS[1]) == 0 then redis.call('srem', KEYS[2], ARGV[1]) end`;

/** One entry per user (two tabs are one person looking), in the order they arrived. */
function unique(watchers: Watcher[]): Watcher[] {
  const seen = new Map<number, Watcher>();
  for (const w of watchers) if (!seen.has(w.userId)) seen.set(w.userId, w);
  return [...seen.values()];
}
