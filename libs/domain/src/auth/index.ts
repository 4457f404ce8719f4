import { z } from 'zod';
import type { AppId, RightCode } from '../access/index.js';
import type { Bilingual } from '../i18n/index.js';

/** Session contract of issue 2 (SPEC 3 'User session', 4 'Session'). */
export const AUTH_HEADER = 'Authorization';
export const TOKEN_HEADER = 'X-Auth-Token';
export const LOGIN_MAX_FAILURES = 5;
export const LOGIN_WINDOW_MINUTES = 15;
export const PORTAL_TOKEN_TTL_SECONDS = 60;

/** SPEC 5 'Account': at least 8 characters with lower case, upper case, digit and symbol. */
export const PASSWORD_POLICY = /^(?=.*[a-z])(?=.*[A-Z])(?=.*\d)(?=.*[^A-Za-z0-9\s]).{8,128}$/;

export const loginSchema = z.strictObject({
  username: z.string().trim().min(1).max(100),
  password: z.string().min(1).max(200),
});
export type LoginRequest = z.infer<typeof loginSchema>;

export const resetPasswordSchema = z
  .strictObject({
    password: z.string().regex(PASSWORD_POLICY, { message: 'weakPassword' }),
    confirmPassword: z.string().min(1),
  })
  .refine((v) => v.password === v.confirmPassword, {
    message: 'passwordsNotMatched',
    path: ['confirmPassword'],
  });

export const scopeChangeSchema = z.strictObject({ scopeId: z.number().int().positive() });
export const stageChangeSchema = z.strictObject({ stageId: z.enum(['33.1.', '33.2.', '*']) });
export const portalLoginSchema = z.strictObject({ token: z.string().min(10).max(2000) });

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

export const profileEditSchema = z.strictObject({
  nameAr: z.string().trim().min(1).max(100),
  nameEn: z.string().trim().min(1).max(100),
  email: z.union([z.literal(''), z.email({ message: 'invalidEmail' }).max(200)]).optional(),
  phone: z
    .string()
    .trim()
    .max(20)
    .regex(/^[0-9+\-\s]*$/, { message: 'validNumber' })
    .optional(),
  nationalId: z
    .union([z.literal(''), z.string().regex(/^[23]\d{13}$/, { message: 'nationalId' })])
    .optional(),
});
export type ProfileEdit = z.infer<typeof profileEditSchema>;

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
