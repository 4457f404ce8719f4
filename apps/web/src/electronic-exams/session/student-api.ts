import {
  type AnswerSave,
  type AttemptView,
  type SaveAck,
  type SignInResponse,
  type SubmitResponse,
  type TakingRefusal,
  takingPaths,
} from '@mizan/domain/electronic-exams/taking';
import { ApiError, parseErrorBody } from '../../api/errors';

/**
 * The student's calls (/api/exam-taking). Not the staff client: a student session has no scope,
 * no rights and no token rotation, and a 401 here means 'signed in elsewhere or ended', which the
 * shell shows itself. The token lives in sessionStorage: it survives a reload of the tab, not the
 * next student at the same computer.
 */
const TOKEN_KEY = 'mizan.exam.token';
const DEVICE_KEY = 'mizan.exam.device';

export const studentToken = {
  get: () => sessionStorage.getItem(TOKEN_KEY),
  set: (token: string) => sessionStorage.setItem(TOKEN_KEY, token),
  clear: () => sessionStorage.removeItem(TOKEN_KEY),
};

/** This browser's id, made once: the server moves the exam to the newest device that signs in. */
export function deviceId(): string {
  let id = localStorage.getItem(DEVICE_KEY);
  if (!id) {
    // getRandomValues, not randomUUID: an exam centre may serve Mizan over plain http on its LAN.
    id = [...crypto.getRandomValues(new Uint8Array(16))].map((b) => b.toString(16).padStart(2, '0')).join('');
    localStorage.setItem(DEVICE_KEY, id);
  }
  return id;
}

/** A call that did not reach the server (offline, DNS, reset): the caller keeps the answer to send again. */
export class NetworkError extends Error {}

async function call<T>(path: string, method: 'GET' | 'POST' | 'PUT', body?: unknown): Promise<T> {
  const token = studentToken.get();
  let res: Response;
  try {
    res = await fetch(path, {
      method,
      headers: {
        Accept: 'application/json',
        ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
        ...(token ? { Authorization: `Bearer ${token}` } : {}),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  } catch (e) {
    throw new NetworkError(String(e));
  }
  const text = await res.text();
  if (!res.ok) {
    const retry = Number(res.headers.get('Retry-After'));
    throw new ApiError(res.status, parseErrorBody(text), Number.isFinite(retry) && retry > 0 ? retry : null);
  }
  return (text ? JSON.parse(text) : undefined) as T;
}

export const studentApi = {
  signIn: (nationalId: string, accessCode: string) =>
    call<SignInResponse>(takingPaths.signIn, 'POST', { nationalId, accessCode, deviceId: deviceId() }),
  portal: (token: string) =>
    call<SignInResponse>(takingPaths.portal, 'POST', { token, deviceId: deviceId() }),
  attempt: () => call<AttemptView>(takingPaths.attempt, 'GET'),
  submit: () => call<SubmitResponse>(takingPaths.submit, 'POST'),
  /**
   * The HTTP fallback of a save. A refusal (409/422) carries the ack's {code, message}: it is
   * returned as the refused ack, so the sync treats both ways alike.
   */
  async save(save: AnswerSave): Promise<SaveAck> {
    const { position, ...body } = save;
    try {
      return await call<SaveAck>(takingPaths.answer(position), 'PUT', body);
    } catch (e) {
      if (!(e instanceof ApiError)) throw e;
      // A 401 is the session ended here (signed in on another device).
      const code =
        (e.body as { code?: TakingRefusal } | null)?.code ?? (e.status === 401 ? 'sessionEnded' : null);
      if (code) return { ok: false, position, seq: save.seq, code, message: e.text };
      throw e;
    }
  },
};
