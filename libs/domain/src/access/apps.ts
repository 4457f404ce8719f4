import type { Bilingual } from '../i18n/index.js';
import type { RightCode } from './rights.js';

export const APP_GROUPS = {
  '165.1.': { ar: 'إدارة المقررات', en: 'Course management' },
  '165.2.': { ar: 'الأسئلة', en: 'Questions' },
  '165.4.': { ar: 'التقارير', en: 'Reports' },
  '165.7.': { ar: 'الامتحانات', en: 'Exams' },
} as const satisfies Record<string, Bilingual>;
export type AppGroupId = keyof typeof APP_GROUPS;

interface AppDef extends Bilingual {
  group: AppGroupId;
  /** The web section (first path segment) the app lives under (SPEC 2). */
  path: string;
}

/** App ids of SPEC section 6 with the routes of SPEC section 2. */
export const APPS = {
  '165.1.1.': { group: '165.1.', path: 'courses', ar: 'المقررات', en: 'Courses' },
  '165.1.2.': { group: '165.1.', path: 'subject', ar: 'الموضوعات', en: 'Subjects' },
  '165.1.3.': { group: '165.1.', path: 'course-ilos', ar: 'نواتج التعلم', en: 'Course ILOs' },
  '165.2.1.': { group: '165.2.', path: 'questions', ar: 'إنشاء الأسئلة', en: 'Create questions' },
  '165.2.2.': { group: '165.2.', path: 'review-questions', ar: 'مراجعة الأسئلة', en: 'Review questions' },
  '165.4.1.': {
    group: '165.4.',
    path: 'reports/questions-status-stats',
    ar: 'تقرير حالة الأسئلة',
    en: 'Questions status report',
  },
  '165.4.2.': {
    group: '165.4.',
    path: 'reports/course-questions-statistics',
    ar: 'إحصاءات أسئلة المقرر',
    en: 'Course questions statistics',
  },
  '165.4.3.': {
    group: '165.4.',
    path: 'reports/exams-creators',
    ar: 'تقرير منشئي الامتحانات',
    en: 'Exams creators report',
  },
  '165.7.1.': { group: '165.7.', path: 'exam-generation', ar: 'توليد الامتحانات', en: 'Exam generation' },
  '165.7.2.': { group: '165.7.', path: 'reserve-exam', ar: 'حجز مراكز الامتحانات', en: 'Reserve exam' },
} as const satisfies Record<string, AppDef>;
export type AppId = keyof typeof APPS;
export const APP_IDS = Object.keys(APPS) as AppId[];
export const isAppId = (v: unknown): v is AppId => typeof v === 'string' && v in APPS;

/** What a session carries: the rights held on each app. */
export type AppRights = Partial<Record<AppId, RightCode[]>>;
export interface HeldApp {
  appId: AppId;
  rights: RightCode[];
}

export function hasRight(apps: AppRights | HeldApp[], appId: AppId, right: RightCode): boolean {
  const rights = Array.isArray(apps) ? apps.find((a) => a.appId === appId)?.rights : apps[appId];
  return rights?.includes(right) ?? false;
}

/** The app whose section a path belongs to, longest path first (reports/... before reports). */
export function appOfPath(pathname: string): AppId | undefined {
  const clean = pathname.replace(/^\/+/, '');
  return APP_IDS.filter((id) => clean === APPS[id].path || clean.startsWith(`${APPS[id].path}/`)).sort(
    (a, b) => APPS[b].path.length - APPS[a].path.length,
  )[0];
}
