import type { Bilingual } from '../i18n/index.js';
import { COLLAB_PATH_PREFIX } from '../realtime/index.js';

/**
 * Why the server ended a co-editing socket: the WebSocket close code and its reason text.
 *
 * Codes 4400-4499 are final: y-websocket's WebsocketProvider stops reconnecting on them and emits
 * `closed` ({code, reason}), so the editor shows the message and stays closed. 4503 and the
 * standard codes (1001 going away, 1012 service restart) are transient: the provider reconnects by
 * itself with backoff and merges what was typed meanwhile.
 */
export const COLLAB_CLOSE = {
  /** No token, a forged, expired or revoked one, or the session was ended while editing. */
  unauthorized: { code: 4401, reason: 'unauthorized' },
  /** A message the server cannot read (an update that does not decode): resending would not help. */
  invalid: { code: 4400, reason: 'invalid' },
  /** Signed in, but without a right to see this question (or the password must be changed first). */
  forbidden: { code: 4403, reason: 'forbidden' },
  /** No such document or question, deleted, or outside the user's scope. */
  notFound: { code: 4404, reason: 'not-found' },
  /** A message or the document would exceed COLLAB_LIMITS: the edit was not kept. */
  tooLarge: { code: 4413, reason: 'too-large' },
  /** The server could not reach its database or Redis: retried. */
  unavailable: { code: 4503, reason: 'unavailable' },
} as const;
export type CollabCloseKey = keyof typeof COLLAB_CLOSE;

export const COLLAB_LIMITS = Object.freeze({
  /** One websocket message (an update, an offline client's merge, an awareness state). */
  messageMaxBytes: 1024 * 1024,
  /** A document's stored size (snapshot plus the updates since): a question's texts are far smaller. */
  documentMaxBytes: 5 * 1024 * 1024,
});

/** The editor's texts for a final close, by reason (STYLE: nothing written twice). */
export const COLLAB_MESSAGES = {
  unauthorized: {
    ar: 'انتهت الجلسة: برجاء تسجيل الدخول مرة أخرى',
    en: 'Your session has ended: please sign in again',
  },
  invalid: {
    ar: 'تعذر قراءة آخر تعديل فلم يتم حفظه، برجاء إعادة فتح المحرر',
    en: 'The last edit could not be read and was not saved; please reopen the editor',
  },
  forbidden: {
    ar: 'ليست لديك صلاحية تحرير هذا السؤال',
    en: 'You do not have the right to edit this question',
  },
  notFound: { ar: 'السؤال غير موجود', en: 'The question could not be found' },
  tooLarge: {
    ar: 'تجاوز النص الحد الأقصى للحجم ولم يتم حفظ آخر تعديل',
    en: 'The text exceeds the maximum size; the last edit was not saved',
  },
  unavailable: {
    ar: 'تعذر الاتصال بخادم التحرير المشترك، جارٍ إعادة المحاولة',
    en: 'The co-editing server is unreachable; retrying',
  },
} as const satisfies Record<CollabCloseKey, Bilingual>;

/** The close key of a code the server sent, or null for a transient or unknown one. */
export function collabCloseKey(code: number): CollabCloseKey | null {
  for (const [key, value] of Object.entries(COLLAB_CLOSE))
    if (value.code === code) return key as CollabCloseKey;
  return null;
}

/** The path segment the provider's serverUrl ends with: '/collab' (the room name is appended). */
export const COLLAB_PATH = COLLAB_PATH_PREFIX.replace(/\/$/, '');

/**
 * The `serverUrl` for `new WebsocketProvider(collabServerUrl(location.origin), collabDocument(id), doc,
 * {WebSocketPolyfill: authenticatingSocket(WebSocket, () => token)})`: the API's own origin with a
 * ws(s) scheme, so the socket opens /collab/question-12 beside socket.io.
 */
export function collabServerUrl(origin: string): string {
  return `${origin.replace(/\/+$/, '').replace(/^http/, 'ws')}${COLLAB_PATH}`;
}

/** How long the server waits for a new socket's first message, the session token. */
export const COLLAB_AUTH_TIMEOUT_MS = 10_000;

interface SocketLike {
  send(data: string): void;
  addEventListener(type: 'open', listener: () => void): void;
}
// biome-ignore lint/suspicious/noExplicitAny: a mixin's base constructor takes any arguments (TS2545)
type SocketClass = new (...args: any[]) => SocketLike;

/**
 * The session token travels in the socket's first message (a text frame), never in its URL, where
 * proxies, server logs and the browser's history would keep it. This is the WebSocket class to
 * hand WebsocketProvider (`WebSocketPolyfill`): each connection, the first and every reconnect,
 * sends the token current at that moment as soon as it opens, before the provider's own messages
 * (its `onopen` handler is set after our listener, so it runs after it).
 */
export function authenticatingSocket<C extends SocketClass>(Base: C, token: () => string): C {
  return class extends Base {
    // biome-ignore lint/suspicious/noExplicitAny: see SocketClass
    constructor(...args: any[]) {
      super(...args);
      this.addEventListener('open', () => this.send(token()));
    }
  };
}
