import type { ReportChangedEvent, ReportWatchAck } from '@mizan/domain/reports';
import { useQueryClient } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { useEffect, useState } from 'react';
import { scopeAtom } from '../../state/scopeAtom';
import { socketAtom } from '../../state/socketAtom';
import { REPORTS_KEY } from '../reports.api';
import { reloadLive } from '../../realtime/reload-live';

/**
 * An open report follows its scope's report room (API.md 'Live'): the server sends one
 * 'report:changed' per room per 250 ms window after question status changes commit, and each one
 * makes the open reports load again (never once per change). Joined again after a reconnect that
 * did not recover the session, and then reloaded, since events may have been missed meanwhile.
 * Answers whether the room is joined (the server said so): the screen says it is live from then on.
 */
export function useReportLive(): boolean {
  const socket = useAtomValue(socketAtom);
  const scopeId = useAtomValue(scopeAtom)?.selectedScopeId;
  const queryClient = useQueryClient();
  const [watching, setWatching] = useState(false);

  useEffect(() => {
    if (!socket || !scopeId) return;
    const reload = () => reloadLive(queryClient, REPORTS_KEY);
    const changed = (_e: ReportChangedEvent) => reload();
    const join = () => socket.emit('report:watch', { scopeId }, (ack: ReportWatchAck) => setWatching(ack.ok));
    const onConnect = () => {
      if (socket.recovered) return;
      join();
      reload();
    };
    socket.on('report:changed', changed);
    socket.on('connect', onConnect);
    if (socket.connected) join();
    return () => {
      setWatching(false);
      socket.off('report:changed', changed);
      socket.off('connect', onConnect);
      if (socket.connected) socket.emit('report:unwatch', { scopeId });
    };
  }, [socket, scopeId, queryClient]);
  return watching;
}
