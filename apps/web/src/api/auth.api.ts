import type {
  LoginRequest,
  Profile,
  ProfileEdit,
  ScopeNode,
  SessionInfo,
  StageItem,
} from '@mizan/domain/auth';
import type { PublicInfo } from '@mizan/domain/session';
import { applySession } from '../state/store';
import { api } from './client';

/** Each call that answers with a session stores it, so callers only navigate. */
const session = async (p: Promise<SessionInfo>) => {
  const s = await p;
  applySession(s);
  return s;
};

export const login = (body: LoginRequest) =>
  // The form shows 401/422/429 itself, next to the fields.
  session(api<SessionInfo>('/api/auth/login', { method: 'POST', body, handled: [401, 422, 429] }));

export const portalLogin = (token: string) =>
  session(
    api<SessionInfo>('/api/auth/portal', { method: 'POST', body: { token }, handled: [401, 403, 404, 422] }),
  );

export const refreshSession = () => session(api<SessionInfo>('/api/auth/session'));

export const logout = () => api<void>('/api/auth/logout', { method: 'POST', handled: 'all' });

export const resetPassword = (body: { password: string; confirmPassword: string }) =>
  session(api<SessionInfo>('/api/auth/reset-password', { method: 'POST', body, handled: [422] }));

/** A voluntary change from the profile: the current password is checked (422 on its field, 429 when throttled). */
export const changePassword = (body: {
  currentPassword: string;
  password: string;
  confirmPassword: string;
}) => session(api<SessionInfo>('/api/auth/change-password', { method: 'POST', body, handled: [422, 429] }));

export const changeScope = (scopeId: number) =>
  session(api<SessionInfo>('/api/auth/scope', { method: 'PUT', body: { scopeId } }));

export const changeStage = (stageId: StageItem['id']) =>
  session(api<SessionInfo>('/api/auth/stage', { method: 'PUT', body: { stageId } }));

export const scopeTree = () => api<{ root: ScopeNode }>('/api/scopes/tree');

export const publicInfo = () => api<PublicInfo>('/api/public/info', { handled: 'all' });

export const profilePath = (username: string) => `/api/users/${encodeURIComponent(username)}`;

export const getProfile = (username: string) => api<Profile>(`${profilePath(username)}/profile`);

export const saveProfile = (username: string, body: ProfileEdit) =>
  api<Profile>(`${profilePath(username)}/profile`, { method: 'PUT', body, handled: [422] });
