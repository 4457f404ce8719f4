import type { JournalRecord, JournalStore } from './answer-journal';
import { MemoryJournalStore } from './memory-store';

const DB = 'mizan-exam-journal';
const STORE = 'answers';
const BY_ATTEMPT = 'attempt';

const done = <T>(req: IDBRequest<T>) =>
  new Promise<T>((resolve, reject) => {
    req.onsuccess = () => resolve(req.result);
    req.onerror = () => reject(req.error);
  });

/** The journal in IndexedDB: one row per (attempt, question), kept across reloads and crashes. */
class IdbJournalStore implements JournalStore {
  constructor(private readonly db: IDBDatabase) {}

  list(attemptId: string): Promise<JournalRecord[]> {
    const tx = this.db.transaction(STORE, 'readonly');
    return done(tx.objectStore(STORE).index(BY_ATTEMPT).getAll(attemptId));
  }

  put(record: JournalRecord): Promise<void> {
    const tx = this.db.transaction(STORE, 'readwrite', { durability: 'strict' });
    tx.objectStore(STORE).put(record);
    return committed(tx);
  }

  clear(attemptId: string): Promise<void> {
    const tx = this.db.transaction(STORE, 'readwrite');
    // Keys are [attemptId, position]; an array sorts after every number, so this spans the attempt.
    tx.objectStore(STORE).delete(IDBKeyRange.bound([attemptId], [attemptId, []]));
    return committed(tx);
  }
}

/** A write counts once its transaction has committed, not when its request succeeded. */
const committed = (tx: IDBTransaction) =>
  new Promise<void>((resolve, reject) => {
    tx.oncomplete = () => resolve();
    tx.onerror = () => reject(tx.error);
    tx.onabort = () => reject(tx.error);
  });

/** Opens the IndexedDB journal, or a memory one where the browser refuses IndexedDB. */
export async function openJournalStore(): Promise<JournalStore> {
  try {
    const req = indexedDB.open(DB, 1);
    req.onupgradeneeded = () => {
      const store = req.result.createObjectStore(STORE, { keyPath: ['attemptId', 'position'] });
      store.createIndex(BY_ATTEMPT, 'attemptId');
    };
    return new IdbJournalStore(await done(req));
  } catch {
    return new MemoryJournalStore();
  }
}
