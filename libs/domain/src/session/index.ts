import type { AppId, RightCode } from '../access/index.js';
import type { Bilingual } from '../i18n/index.js';

/** Session contract of issue 2 (SPEC 3 'User session', 4 'Session'), free of zod so the web's first route stays small. */
export const AUTH_HEADER = 'Authorization';
export const TOKEN_HEADER = 'X-Auth-Token';
export const LOGIN_MAX_FAILURES = 5;
export const LOGIN_WINDOW_MINUTES = 15;
export const PORTAL_TOKEN_TTL_SECONDS = 60;

export interface ScopePathItem {
  id: number;
  name: Bilingual;
}

/** SPEC 3 'Scope'. */
export interface ScopeInfo {
  selectedScopeId: number;
  name: Bilingual;
  childCount: number;
  path: ScopePathItem[];
  /** Level of the user's own root scope: the tree starts there. */
  startLevel: number;
  level: number;
  isLastLevel: boolean;
  isDepartmentLevel: boolean;
}

export interface ScopeNode {
  id: number;
  name: Bilingual;
  level: number;
  childCount: number;
  isLastLevel: boolean;
  isDepartmentLevel: boolean;
  children: ScopeNode[];
}

export interface StageItem {
  id: '33.1.' | '33.2.' | '*';
  name: Bilingual;
}

export interface SessionInfo {
  token: string;
  username: string;
  name: Bilingual;
  userImage: string | null;
  canSyncCourses: boolean;
  resetPassword: boolean;
  resetMessage: Bilingual | null;
  /** Seconds. */
  sessionDuration: number;
  /** ISO time. */
  sessionExpiry: string;
  technicalSupport: boolean;
  apps: { appId: AppId; rights: RightCode[] }[];
  stages: { activeStageId: StageItem['id']; items: StageItem[] };
  scope: ScopeInfo;
}

export interface Profile {
  username: string;
  name: Bilingual;
  email: string | null;
  phone: string | null;
  nationalId: string | null;
  userImage: string | null;
  origin: string;
  scope: Bilingual;
  canEdit: boolean;
}

/** GET /api/public/info: what the login page shows before anyone signs in (SPEC 1). */
export interface PublicInfo {
  marketing: { key: string; title: Bilingual; text: Bilingual }[];
  policy: Bilingual;
  maintenance: Bilingual | null;
  /** Whether a student-information system is set up (MIZAN_SIS_URL): the screens offer its imports only then. */
  sisConfigured: boolean;
}
