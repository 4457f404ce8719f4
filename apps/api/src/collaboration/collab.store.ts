import { Injectable } from '@nestjs/common';
import * as Y from 'yjs';
import { Db } from '../database/db.service.js';

export interface StoredDocument {
  /** The compacted state, if the document was ever compacted. */
  snapshot?: Uint8Array;
  /** Every update stored since, in the order they were written. */
  updates: Uint8Array[];
  /** The total size: what the document limit is measured on. */
  bytes: number;
}

/**
 * The Yjs documents in PostgreSQL (PGlite or server, through Db): collab_document holds one
 * compacted snapshot per document, collab_update every update acknowledged since. An update is
 * appended (and committed) before the server applies it, relays it or answers a sync with it, so
 * everything a client was ever shown survives a restart.
 */
@Injectable()
export class CollabStore {
  constructor(private readonly db: Db) {}

  /**
   * Snapshot and updates in one statement, so one database snapshot: a compaction committing
   * in between cannot make us read the old snapshot without the updates it folded in.
   */
  async load(name: string): Promise<StoredDocument> {
    const rows = await this.db.query<{ id: string | number; data: Uint8Array }>(
      `select id, data from (
         select snapshot as data, 0 as id from collab_document where name = ?
         union all
         select data, id from collab_update where name = ?
       ) stored order by id`,
      [name, name],
    );
    const snapshot = rows.length > 0 && Number(rows[0].id) === 0 ? rows.shift()?.data : undefined;
    const updates = rows.map((r) => r.data);
    const bytes = updates.reduce((sum, u) => sum + u.length, snapshot?.length ?? 0);
    return { snapshot: snapshot?.length ? snapshot : undefined, updates, bytes };
  }

  /** One multi-row insert for the updates that arrived while the previous write was running. */
  async append(name: string, updates: Uint8Array[]): Promise<void> {
    await this.db.query(
      `insert into collab_update (name, data) values ${updates.map(() => '(?, ?)').join(', ')}`,
      updates.flatMap((u) => [name, Buffer.from(u.buffer, u.byteOffset, u.byteLength)]),
    );
  }

  /**
   * Folds the stored updates into the snapshot, in one transaction under the document row's lock
   * (processes compacting the same document take turns). Only the updates read are deleted, by id:
   * one committed meanwhile, by any process, stays for the next compaction. Returns the snapshot size.
   */
  async compact(name: string): Promise<number> {
    return this.db.transaction(async (em) => {
      await this.db.query(
        "insert into collab_document (name, snapshot) values (?, ''::bytea) on conflict (name) do nothing",
        [name],
        em,
      );
      const [{ snapshot }] = await this.db.query<{ snapshot: Uint8Array }>(
        'select snapshot from collab_document where name = ? for update',
        [name],
        em,
      );
      const rows = await this.db.query<{ id: string; data: Uint8Array }>(
        'select id, data from collab_update where name = ? order by id',
        [name],
        em,
      );
      if (rows.length === 0) return snapshot.length;
      const doc = new Y.Doc({ gc: true });
      try {
        Y.transact(doc, () => {
          if (snapshot.length > 0) Y.applyUpdate(doc, snapshot);
          for (const row of rows) Y.applyUpdate(doc, row.data);
        });
        const merged = Y.encodeStateAsUpdate(doc);
        await this.db.query(
          'update collab_document set snapshot = ?, updated_at = now() where name = ?',
          [Buffer.from(merged.buffer, merged.byteOffset, merged.byteLength), name],
          em,
        );
        // One array parameter, however many updates (a statement takes at most 65535 parameters).
        await this.db.query(
          'delete from collab_update where id = any(?::bigint[])',
          [`{${rows.map((r) => r.id).join(',')}}`],
          em,
        );
        return merged.length;
      } finally {
        doc.destroy();
      }
    });
  }

  /**
   * The document's whole acknowledged state as one Yjs update, or null if it was never edited:
   * what a save derives the question's stored content from (every process's edits are here).
   */
  async read(name: string): Promise<Uint8Array | null> {
    const stored = await this.load(name);
    const all = stored.snapshot ? [stored.snapshot, ...stored.updates] : stored.updates;
    return all.length > 0 ? Y.mergeUpdates(all.map((u) => new Uint8Array(u))) : null;
  }
}
