import {
  EXAM_TAKING_NAMESPACE,
  type ExamTakingClientEvents,
  type ExamTakingServerEvents,
  STUDENT_RECONNECT,
} from '@mizan/domain/electronic-exams/taking';
import { SOCKET_PATH, SOCKET_UNAUTHORIZED } from '@mizan/domain/realtime';
import { io, type Socket } from 'socket.io-client';
import { studentToken } from './student-api';

export type ExamSocket = Socket<ExamTakingServerEvents, ExamTakingClientEvents>;

type Handlers = {
  [E in keyof ExamTakingServerEvents as E extends `exam-taking:${infer N}`
    ? N
    : never]: ExamTakingServerEvents[E];
} & {
  /** (Re)connected: the unsent answers go now. */
  connect: () => void;
  /** The handshake was refused: the session ended (the shell reads the attempt to learn why). */
  unauthorized: () => void;
};

/**
 * The student's socket (namespace /exam-taking). socket.io reconnects by itself after a drop; the
 * token is read at every handshake. A socket that misses an event while down loses nothing the
 * shell needs: the attempt read at reconnect carries the deadline, messages and state.
 */
export function openExamSocket(on: Handlers): ExamSocket {
  const socket: ExamSocket = io(EXAM_TAKING_NAMESPACE, {
    path: SOCKET_PATH,
    transports: ['websocket'],
    ...STUDENT_RECONNECT,
    auth: (cb) => cb({ token: studentToken.get() }),
  });
  socket.on('connect', on.connect);
  socket.on('connect_error', (err) => {
    if (err.message === SOCKET_UNAUTHORIZED) on.unauthorized();
  });
  socket.on('exam-taking:replaced', on.replaced);
  socket.on('exam-taking:time', on.time);
  socket.on('exam-taking:message', on.message);
  socket.on('exam-taking:submitted', on.submitted);
  socket.on('exam-taking:reopened', on.reopened);
  return socket;
}
