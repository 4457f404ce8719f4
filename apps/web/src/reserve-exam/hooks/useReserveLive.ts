import type { BoardWatchAck, ReservationChangedEvent } from '@mizan/domain/reserve-exam';
import { useQueryClient } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { useEffect, useRef } from 'react';
import { socketAtom } from '../../state/socketAtom';
import { RESERVE_KEY } from '../reserve-exam.api';
import { reloadLive } from '../../realtime/reload-live';

/**
 * An open list, view, request form or board follows the area's board room (API.md 'Live'): each
 * submit, decision or withdrawal anywhere reloads the area's queries. After a reconnect that did
 * not recover the session the room is joined again and, when its cursor moved, everything reloads
 * (the catch-up: the reads themselves are the current state). `onChange` sees each event.
 */
export function useReserveLive(onChange?: (e: ReservationChangedEvent) => void) {
  const socket = useAtomValue(socketAtom);
  const queryClient = useQueryClient();
  const seen = useRef<number | null>(null);
  const handler = useRef(onChange);
  handler.current = onChange;

  useEffect(() => {
    if (!socket) return;
    let stopped = false;
    const reload = () => reloadLive(queryClient, RESERVE_KEY);
    const changed = (e: ReservationChangedEvent) => {
      seen.current = Math.max(seen.current ?? 0, e.seq);
      handler.current?.(e);
      reload();
    };
    const join = () =>
      socket.emit('reserve-exam:watch', {}, (r: BoardWatchAck) => {
        if (stopped || !r.ok) return;
        if (seen.current !== null && r.lastSeq > seen.current) reload();
        seen.current = Math.max(seen.current ?? 0, r.lastSeq);
      });
    const onConnect = () => {
      if (!socket.recovered) join();
    };
    socket.on('reserve-exam:changed', changed);
    socket.on('connect', onConnect);
    if (socket.connected) join();
    return () => {
      stopped = true;
      socket.off('reserve-exam:changed', changed);
      socket.off('connect', onConnect);
      if (socket.connected) socket.emit('reserve-exam:unwatch', {});
    };
  }, [socket, queryClient]);
}
