import {
  authenticatingSocket,
  type CollabCloseKey,
  COLLAB_MESSAGES,
  collabCloseKey,
  collabServerUrl,
} from '@mizan/domain/collab';
import type { Bilingual } from '@mizan/domain/i18n';
import { COLLAB_FORM_MAP, collabDocument, type QuestionContent } from '@mizan/domain/questions';
import { useAtomValue } from 'jotai';
import { useEffect, useMemo, useRef, useState } from 'react';
import { WebsocketProvider } from 'y-websocket';
import type { Awareness } from 'y-protocols/awareness';
import * as Y from 'yjs';
import { useLang } from '../app/useLang';
import { authAtom } from '../state/authAtom';
import { store } from '../state/store';
import { type AwarenessUser, awarenessUser } from './identity';
import {
  docContent,
  type FormKey,
  type FormValues,
  formValue,
  isSeeded,
  META_MAP,
  readForm,
  seedOnce,
} from './seed';

/**
 * local: a new question (add, copy), edited in this browser only.
 * connecting: the first connection is being made (the form waits: see `ready`).
 * connected: live; offline: the connection dropped, the provider retries by itself and what is
 * typed meanwhile merges when it is back; refused: the server closed for good (see `refusal`).
 */
export type CollabStatus = 'local' | 'connecting' | 'connected' | 'offline' | 'refused';

/** A user with the question open (awareness), this browser's own entry included (`self`). */
export interface CollabPeer {
  clientId: number;
  name: string;
  names?: Bilingual;
  color: string;
  self: boolean;
}

export interface CollabForm {
  /** The form values as the document holds them now (the body without its rich texts). */
  values: FormValues;
  get<K extends FormKey>(key: K): FormValues[K];
  /** Writes one key whole (last writer wins per key); an equal value writes nothing. */
  set<K extends FormKey>(key: K, value: FormValues[K]): void;
}

export interface QuestionDoc {
  doc: Y.Doc;
  /** null for a new question (local). */
  provider: WebsocketProvider | null;
  awareness: Awareness | null;
  /** This user's caret name and colour: pass to every RichTextEditor with `awareness`. */
  user: AwarenessUser;
  status: CollabStatus;
  /** Why the server refused (status 'refused'): its reason key and message. */
  refusal: { key: CollabCloseKey | null; code: number; message: Bilingual } | null;
  /** The server's state has been received at least once. */
  synced: boolean;
  /** The document holds the question (seeded): the form can show it. */
  ready: boolean;
  users: CollabPeer[];
  /** The Y.XmlFragment of a rich part (richField in fields.ts names them). */
  fragment: (field: string) => Y.XmlFragment;
  form: CollabForm;
  /** The whole question as the document holds it, updated as anyone edits (debounced). */
  content: QuestionContent;
  /** The same, read now (for a save). */
  toContent: () => QuestionContent;
}

const CONTENT_DEBOUNCE_MS = 150;

const refusalOf = (code: number) => {
  const key = collabCloseKey(code);
  return {
    key,
    code,
    message: key ? COLLAB_MESSAGES[key] : COLLAB_MESSAGES.unavailable,
  };
};

/**
 * The co-edited document of a question (or a local one for a new question). The stored question
 * seeds the server's document the first time anyone opens it: only after the first sync and only
 * when the document is not yet seeded, with an update every client builds identically (seed.ts).
 */
export function useQuestionDoc({
  questionId,
  initial,
  readOnly = false,
}: {
  questionId: number | null;
  /** The stored question (edit), or the new one (add, copy). */
  initial: QuestionContent;
  readOnly?: boolean;
}): QuestionDoc {
  const lang = useLang();
  const auth = useAtomValue(authAtom);
  const username = auth?.username ?? '';
  const nameAr = auth?.name.ar ?? '';
  const nameEn = auth?.name.en ?? '';
  const user = useMemo(
    () => awarenessUser(username, { ar: nameAr, en: nameEn }, lang),
    [username, nameAr, nameEn, lang],
  );
  // The stored question is read when the document is made and as the fallback of absent keys.
  const initialRef = useRef(initial);
  const readOnlyRef = useRef(readOnly);
  readOnlyRef.current = readOnly;

  const doc = useMemo(() => {
    const d = new Y.Doc();
    if (questionId === null) seedOnce(d, initialRef.current);
    return d;
  }, [questionId]);

  const [provider, setProvider] = useState<WebsocketProvider | null>(null);
  const [status, setStatus] = useState<CollabStatus>(questionId === null ? 'local' : 'connecting');
  const [refusal, setRefusal] = useState<QuestionDoc['refusal']>(null);
  const [synced, setSynced] = useState(false);
  const [seeded, setSeeded] = useState(() => isSeeded(doc));
  const [values, setValues] = useState(() => readForm(doc, initial));
  const [content, setContent] = useState(() => (isSeeded(doc) ? docContent(doc, initial) : initial));
  const [users, setUsers] = useState<CollabPeer[]>([]);

  // The form values and the content follow the document, whoever changes it.
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const refresh = () => {
      timer = undefined;
      setSeeded(isSeeded(doc));
      setValues(readForm(doc, initialRef.current));
      if (isSeeded(doc)) setContent(docContent(doc, initialRef.current));
    };
    const onUpdate = () => {
      clearTimeout(timer);
      timer = setTimeout(refresh, CONTENT_DEBOUNCE_MS);
    };
    // The form map's values at once (a select or a checkbox must not lag), the texts debounced.
    const map = doc.getMap(COLLAB_FORM_MAP);
    const onMap = () => setValues(readForm(doc, initialRef.current));
    const meta = doc.getMap(META_MAP);
    const onMeta = () => refresh();
    refresh();
    doc.on('update', onUpdate);
    map.observe(onMap);
    meta.observe(onMeta);
    return () => {
      clearTimeout(timer);
      doc.off('update', onUpdate);
      map.unobserve(onMap);
      meta.unobserve(onMeta);
    };
  }, [doc]);

  // The connection: made once per question, ended with the screen.
  useEffect(() => {
    if (questionId === null) return;
    const p = new WebsocketProvider(
      collabServerUrl(window.location.origin),
      collabDocument(questionId),
      doc,
      {
        // The session token goes in each connection's first message, not the URL; every HTTP answer
        // renews it, so each reconnect reads the current one.
        WebSocketPolyfill: authenticatingSocket(WebSocket, () => store.get(authAtom)?.token ?? ''),
        // Every change goes through the server (rights, persistence), not between this browser's tabs.
        disableBc: true,
      },
    );
    let everConnected = false;
    let refused = false;
    p.on('status', ({ status: s }) => {
      if (refused) return;
      if (s === 'connected') everConnected = true;
      setStatus(
        s === 'connected' ? 'connected' : s === 'connecting' && !everConnected ? 'connecting' : 'offline',
      );
    });
    p.on('sync', (isSynced: boolean) => {
      if (!isSynced) return;
      // The server's state is here: seed it if nobody has (a question written before co-editing).
      seedOnce(doc, initialRef.current);
      setSynced(true);
    });
    p.on('closed', ({ code }) => {
      refused = true;
      setStatus('refused');
      setRefusal(refusalOf(code));
    });
    const onAwareness = () => {
      const peers: CollabPeer[] = [];
      for (const [clientId, state] of p.awareness.getStates()) {
        const u = state.user as Partial<AwarenessUser> | undefined;
        if (!u?.name || !u.color) continue;
        peers.push({
          clientId,
          name: u.name,
          names: u.names,
          color: u.color,
          self: clientId === doc.clientID,
        });
      }
      peers.sort((a, b) => Number(b.self) - Number(a.self) || a.clientId - b.clientId);
      setUsers(peers);
    };
    p.awareness.on('change', onAwareness);
    // The browser knows before the socket does; reconnect as soon as the network is back.
    const offline = () => {
      if (refused) return;
      p.disconnect();
      setStatus('offline');
    };
    const online = () => {
      if (!refused) p.connect();
    };
    window.addEventListener('offline', offline);
    window.addEventListener('online', online);
    setProvider(p);
    return () => {
      window.removeEventListener('offline', offline);
      window.removeEventListener('online', online);
      p.awareness.off('change', onAwareness);
      p.destroy();
      setProvider(null);
      setSynced(false);
    };
  }, [doc, questionId]);

  // Who this is, for the others' presence list and carets (the editors' carets set it too).
  useEffect(() => {
    provider?.awareness.setLocalStateField('user', user);
  }, [provider, user]);

  const form = useMemo<CollabForm>(
    () => ({
      values,
      get: (key) => values[key],
      set: (key, value) => {
        if (readOnlyRef.current) return;
        const map = doc.getMap(COLLAB_FORM_MAP);
        const next = formValue(key, value);
        if (map.has(key) && JSON.stringify(map.get(key)) === JSON.stringify(next)) return;
        map.set(key, next);
      },
    }),
    [doc, values],
  );

  return {
    doc,
    provider,
    awareness: provider?.awareness ?? null,
    user,
    status,
    refusal,
    synced,
    ready: seeded,
    users,
    fragment: (field) => doc.getXmlFragment(field),
    form,
    content,
    toContent: () => docContent(doc, initialRef.current),
  };
}
