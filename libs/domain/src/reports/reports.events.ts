import type { AppId } from '../access/index.js';
import type { Bilingual } from '../i18n/index.js';

/** Everyone with a report of a scope open (the scope and every scope above it hear its courses). */
export const reportScopeRoom = (scopeId: number) => `report-scope:${scopeId}`;

/**
 * Questions of these courses changed status, or exams of them changed: the open reports of the
 * room's scope load again (one event per room per debounce window, never one per change).
 */
export interface ReportChangedEvent {
  scopeId: number;
  apps: AppId[];
  courseIds: number[];
}

export interface ReportWatch {
  scopeId: number;
}

export type ReportWatchAck = { ok: true } | { ok: false; message: Bilingual };

export interface ReportEvents {
  /** To the report rooms of the changed courses' scopes, after commit, debounced. */
  'report:changed': (e: ReportChangedEvent) => void;
}

export interface ReportClientEvents {
  /** Follow a scope's reports (view on 165.4.1. or 165.4.2., the scope at or under the user's). */
  'report:watch': (e: ReportWatch, ack?: (r: ReportWatchAck) => void) => void;
  'report:unwatch': (e: ReportWatch, ack?: (r: ReportWatchAck) => void) => void;
}
