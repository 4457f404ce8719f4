import type { ExamChangedEvent, ExamPresenceEvent, ExamWatchAck } from '@mizan/domain/exam-generation';
import type { Watcher } from '@mizan/domain/review';
import { useQueryClient } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { useCallback, useEffect, useRef, useState } from 'react';
import { authAtom } from '../../state/authAtom';
import { socketAtom } from '../../state/socketAtom';
import { examKey, getEvents } from '../exam.api';
import { reloadLive } from '../../realtime/reload-live';

/**
 * An exam open live (API.md 'Live'): joins its room, keeps who else is there, and on each change
 * made elsewhere reloads the exam's queries and keeps the change to show. After a reconnect it
 * watches again and fetches the changes it missed (GET .../events?since=). `whatChanged` does the
 * same for a write refused as stale (409): the changes since the version the screen had.
 */
export function useExamLive(examId: number | null) {
  const socket = useAtomValue(socketAtom);
  const me = useAtomValue(authAtom);
  const queryClient = useQueryClient();
  const [users, setUsers] = useState<Watcher[]>([]);
  const [changes, setChanges] = useState<ExamChangedEvent[]>([]);
  const seen = useRef(0);

  const take = useCallback(
    (events: ExamChangedEvent[]) => {
      const fresh = events.filter((e) => e.lockVersion > seen.current);
      if (!fresh.length) return;
      seen.current = Math.max(...fresh.map((e) => e.lockVersion));
      const others = fresh.filter((e) => e.by.username !== me?.username);
      if (others.length) setChanges((c) => [...others.reverse(), ...c].slice(0, 5));
      if (examId) reloadLive(queryClient, examKey(examId));
    },
    [examId, me?.username, queryClient],
  );

  useEffect(() => {
    if (!socket || !examId) return;
    let stopped = false;
    const changed = (e: ExamChangedEvent) => {
      if (e.examId === examId) take([e]);
    };
    const presence = (e: ExamPresenceEvent) => {
      if (e.examId === examId) setUsers(e.users);
    };
    const join = () =>
      socket.emit('exam:watch', { examId }, (r: ExamWatchAck) => {
        if (stopped || !r.ok) return;
        setUsers(r.users);
        // The first join only sets the cursor; a later one catches up on what was missed.
        if (seen.current === 0) seen.current = r.lockVersion;
        else if (r.lockVersion > seen.current)
          void getEvents(examId, seen.current).then((res) => !stopped && take(res.events));
      });
    const onConnect = () => {
      if (!socket.recovered) join();
    };
    socket.on('exam:changed', changed);
    socket.on('exam:presence', presence);
    socket.on('connect', onConnect);
    if (socket.connected) join();
    return () => {
      stopped = true;
      socket.off('exam:changed', changed);
      socket.off('exam:presence', presence);
      socket.off('connect', onConnect);
      if (socket.connected) socket.emit('exam:unwatch', { examId });
    };
  }, [socket, examId, take]);

  /** A write refused as stale: what changed since `version`, kept to show, and the exam reloaded. */
  const whatChanged = useCallback(
    async (version: number): Promise<ExamChangedEvent[]> => {
      if (!examId) return [];
      const res = await getEvents(examId, version).catch(() => null);
      if (examId) await queryClient.invalidateQueries({ queryKey: examKey(examId) });
      const events = res?.events ?? [];
      seen.current = Math.max(seen.current, res?.lockVersion ?? 0);
      setChanges((c) => [...[...events].reverse(), ...c].slice(0, 5));
      return events;
    },
    [examId, queryClient],
  );

  // Watchers carry no user name: the signed-in user is known by the display name.
  const others = users.filter((u) => u.name.en !== me?.name.en || u.name.ar !== me?.name.ar);
  /**
   * After a write of ours: its version is not news, and the exam's queries load again. Resolves
   * once they have, so the next write sends the new version rather than a stale one (a quick
   * second save was refused 409 by our own first one).
   */
  const wrote = useCallback(
    async (lockVersion: number) => {
      seen.current = Math.max(seen.current, lockVersion);
      if (examId) await queryClient.invalidateQueries({ queryKey: examKey(examId) });
    },
    [examId, queryClient],
  );

  return { users: others, changes, wrote, whatChanged };
}

export type ExamLive = ReturnType<typeof useExamLive>;
