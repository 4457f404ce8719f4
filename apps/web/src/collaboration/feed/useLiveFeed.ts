import type { AppId } from '@mizan/domain/access';
import type {
  QuestionCommentEvent,
  QuestionPresenceEvent,
  QuestionStatusEvent,
  QuestionStemEvent,
  QuestionWatchers,
  WatchAck,
} from '@mizan/domain/realtime';
import { useAtomValue } from 'jotai';
import { type RefObject, useEffect, useRef } from 'react';
import { socketAtom } from '../../state/socketAtom';
import { EventGate } from './live';
import { getEvents } from './feed.api';

export type FeedTarget = { kind: 'question'; id: number } | { kind: 'course'; id: number };

export interface FeedHandlers {
  onStatus?: (e: QuestionStatusEvent) => void;
  onComment?: (e: QuestionCommentEvent) => void;
  onPresence?: (e: QuestionPresenceEvent) => void;
  /** A reviewer's stem fix of the followed question. */
  onStem?: (e: QuestionStemEvent) => void;
  /** A course joined: every watched question of it then, read after the join. */
  onWatchers?: (watchers: QuestionWatchers[]) => void;
  /** The catch-up could not cover what was missed (complete: false): load the screen again. */
  reload: () => void;
}

/**
 * Follows a question or a course live (API.md 'Sockets' and 'Catch-up'): joins its room on the
 * session's socket, applies each logged event (a status change, a comment, a stem fix) once, and
 * after each join fetches what was logged since the screen's loads. The screen reports each load's
 * lastSeq through the returned gate, naming its `parts` when it loads them apart (EventGate).
 */
export function useLiveFeed(
  appId: AppId,
  target: FeedTarget | null,
  handlers: FeedHandlers,
  parts?: readonly string[],
): RefObject<EventGate> {
  const socket = useAtomValue(socketAtom);
  const gateRef = useRef<EventGate>(new EventGate(parts));
  const live = useRef(handlers);
  live.current = handlers;
  const kind = target?.kind;
  const id = target?.id;

  // A new question or course starts a new cursor (the parts are the screen's: the same on every render).
  // biome-ignore lint/correctness/useExhaustiveDependencies: kind and id name the followed target
  useEffect(() => {
    gateRef.current = new EventGate(parts);
  }, [kind, id]);

  useEffect(() => {
    if (!socket || !kind || !id) return;
    const gate = gateRef.current;
    const mine = (e: { questionId: number; courseId: number }) =>
      kind === 'question' ? e.questionId === id : e.courseId === id;
    /** A logged event, heard live or caught up: handed on once, unless the loads showed it. */
    const logged =
      <E extends { seq: number; questionId: number; courseId: number }>(
        handler: (h: FeedHandlers) => ((e: E) => void) | undefined,
      ) =>
      (e: E) => {
        if (mine(e) && gate.take(e.seq)) handler(live.current)?.(e);
      };
    const status = logged<QuestionStatusEvent>((h) => h.onStatus);
    const comment = logged<QuestionCommentEvent>((h) => h.onComment);
    const stem = logged<QuestionStemEvent>((h) => h.onStem);
    const presence = (e: QuestionPresenceEvent) => {
      if (mine(e)) live.current.onPresence?.(e);
    };

    let stopped = false;
    const catchUp = async () => {
      const since = gate.since();
      if (since === null) return;
      try {
        const r = await getEvents(
          appId,
          kind === 'question' ? { since, questionId: id } : { since, courseId: id },
        );
        if (stopped) return;
        if (!r.complete) {
          live.current.reload();
          return;
        }
        for (const ev of r.events) {
          if (ev.event === 'question:status') status(ev.payload);
          else if (ev.event === 'question:comment') comment(ev.payload);
          else stem(ev.payload);
        }
        gate.caughtUp(r.lastSeq);
      } catch {
        if (!stopped) live.current.reload();
      }
    };
    const join = () => {
      const ack = (r: WatchAck) => {
        if (stopped || !r.ok) return;
        if (kind === 'question' && r.users)
          live.current.onPresence?.({ questionId: id, courseId: 0, users: r.users });
        if (kind === 'course' && r.watchers) live.current.onWatchers?.(r.watchers);
        // What was logged after the loads' reads and before this join: from the parts loaded now,
        // and again once the others have, since their reads too may have come before the join.
        void catchUp();
        gate.afterLastLoad(() => {
          if (!stopped) void catchUp();
        });
      };
      if (kind === 'question') socket.emit('question:watch', { questionId: id }, ack);
      else socket.emit('course:watch', { courseId: id }, ack);
    };
    const onConnect = () => {
      // A recovered connection kept its rooms and replayed what it missed.
      if (!socket.recovered) join();
    };

    socket.on('question:status', status);
    socket.on('question:comment', comment);
    socket.on('question:presence', presence);
    socket.on('question:stem', stem);
    socket.on('connect', onConnect);
    if (socket.connected) join();
    return () => {
      stopped = true;
      socket.off('question:status', status);
      socket.off('question:comment', comment);
      socket.off('question:presence', presence);
      socket.off('question:stem', stem);
      socket.off('connect', onConnect);
      if (socket.connected) {
        if (kind === 'question') socket.emit('question:unwatch', { questionId: id });
        else socket.emit('course:unwatch', { courseId: id });
      }
    };
  }, [socket, appId, kind, id]);

  return gateRef;
}
