import type { ProctorSnapshot, ProctorStudentEvent, ProctorWatchAck } from '@mizan/domain/electronic-exams';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { useEffect, useRef, useState } from 'react';
import { socketAtom } from '../../state/socketAtom';
import { snapshotQuery } from './proctor.api';

/**
 * One sector watched live (API.md 'Proctor'): the watch's ack is the snapshot (joined before it was
 * read, so no row change falls between), then each `exam-taking:student` replaces that student's
 * row; after a reconnect the sector is watched again and the snapshot replaces the cache. Answers
 * the snapshot and the server clock's offset (serverNow − the device's now), for countdowns.
 */
export function useProctorLive(examId: number, sectorId: number | null) {
  const socket = useAtomValue(socketAtom);
  const queryClient = useQueryClient();
  const query = useQuery({ ...snapshotQuery(examId, sectorId ?? 0), enabled: !!sectorId });
  const [connected, setConnected] = useState(socket?.connected ?? false);
  const offset = useRef(0);
  const snapshot = query.data;
  if (snapshot && query.dataUpdatedAt)
    offset.current = new Date(snapshot.serverNow).getTime() - query.dataUpdatedAt;

  useEffect(() => {
    if (!socket || !sectorId) return;
    const key = snapshotQuery(examId, sectorId).queryKey;
    let stopped = false;
    const watch = () =>
      socket.emit('exam-taking:proctor-watch', { examId, sectorId }, (r: ProctorWatchAck) => {
        if (!stopped && r.ok) queryClient.setQueryData(key, r.snapshot);
      });
    const onStudent = (e: ProctorStudentEvent) => {
      if (e.examId !== examId || e.sectorId !== sectorId) return;
      queryClient.setQueryData(
        key,
        (s: ProctorSnapshot | undefined) =>
          s && {
            ...s,
            students: s.students.map((x) => (x.studentId === e.student.studentId ? e.student : x)),
          },
      );
    };
    const onConnect = () => {
      setConnected(true);
      watch();
    };
    const onDisconnect = () => setConnected(false);
    socket.on('exam-taking:student', onStudent);
    socket.on('connect', onConnect);
    socket.on('disconnect', onDisconnect);
    if (socket.connected) onConnect();
    return () => {
      stopped = true;
      socket.off('exam-taking:student', onStudent);
      socket.off('connect', onConnect);
      socket.off('disconnect', onDisconnect);
      if (socket.connected) socket.emit('exam-taking:proctor-unwatch', { examId, sectorId });
    };
  }, [socket, examId, sectorId, queryClient]);

  /** The server's now, for time left: the device's clock may be wrong. */
  const serverNow = () => Date.now() + offset.current;
  return { snapshot, connected, serverNow, error: query.error };
}
