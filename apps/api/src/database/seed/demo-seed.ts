import {
  APP_IDS,
  type AppId,
  type AppRights,
  RIGHT_CODES,
  Right,
  type RightCode,
} from '@mizan/domain/access';
import type { Bilingual } from '@mizan/domain/i18n';
import { Logger } from '@nestjs/common';
import { hashPassword } from '../../auth/password-hasher.js';
import type { StageId } from '../../users/users.store.js';
import type { Em, Orm } from '../database.js';
import { seedDemoCentres } from './demo-centres.js';
import { seedDemoReservations } from './demo-reservations.js';
import { seedDemoCourses } from './demo-courses.js';
import { seedDemoExamBank } from './demo-exam-questions.js';
import { seedDemoExams } from './demo-exams.js';
import {
  reopenDemoElectronicExam,
  seedDemoElectronicExam,
} from '../../electronic-exams/demo-electronic-exam.js';
import { seedDemoQuestions } from './demo-questions.js';

interface ScopeSeed {
  code: string;
  name: Bilingual;
  children?: ScopeSeed[];
}

/** The demo university: two faculties with three departments each. */
export const DEMO_SCOPES: ScopeSeed = {
  code: 'UNI',
  name: { ar: 'جامعة ميزان التجريبية', en: 'Mizan Demo University' },
  children: [
    {
      code: 'ENG',
      name: { ar: 'كلية الهندسة', en: 'Faculty of Engineering' },
      children: [
        { code: 'ENG-CIV', name: { ar: 'قسم الهندسة المدنية', en: 'Civil Engineering' } },
        { code: 'ENG-ELC', name: { ar: 'قسم الهندسة الكهربائية', en: 'Electrical Engineering' } },
        { code: 'ENG-CSE', name: { ar: 'قسم هندسة الحاسبات', en: 'Computer Engineering' } },
      ],
    },
    {
      code: 'SCI',
      name: { ar: 'كلية العلوم', en: 'Faculty of Science' },
      children: [
        { code: 'SCI-MTH', name: { ar: 'قسم الرياضيات', en: 'Mathematics' } },
        { code: 'SCI-PHY', name: { ar: 'قسم الفيزياء', en: 'Physics' } },
        { code: 'SCI-CHM', name: { ar: 'قسم الكيمياء', en: 'Chemistry' } },
      ],
    },
  ],
};

const every = (rights: RightCode[], apps: AppId[] = APP_IDS): AppRights =>
  Object.fromEntries(apps.map((id) => [id, [...rights]]));
const { view, add, edit, delete: del } = Right;

interface UserSeed {
  username: string;
  password: string;
  name: Bilingual;
  scope: string;
  rights: AppRights;
  stages?: StageId[];
  technicalSupport?: boolean;
  canSyncCourses?: boolean;
  resetPassword?: boolean;
}

export const DEMO_USERS: UserSeed[] = [
  {
    username: 'admin',
    password: 'Admin@12345',
    name: { ar: 'مدير النظام', en: 'System Administrator' },
    scope: 'UNI',
    rights: every(RIGHT_CODES),
    stages: ['*', '33.1.', '33.2.'],
    technicalSupport: true,
    canSyncCourses: true,
  },
  {
    username: 'creator',
    password: 'Creator@12345',
    name: { ar: 'د. سارة منشئة الأسئلة', en: 'Dr. Sara Creator' },
    scope: 'ENG',
    rights: {
      '165.2.1.': [view, add, edit, del],
      '165.1.1.': [view],
      '165.1.2.': [view],
      '165.1.3.': [view],
    },
    stages: ['33.1.'],
  },
  {
    username: 'reviewer',
    password: 'Reviewer@12345',
    name: { ar: 'د. خالد المراجع', en: 'Dr. Khaled Reviewer' },
    scope: 'ENG',
    rights: { '165.2.2.': [view, edit], '165.1.1.': [view] },
    stages: ['33.1.', '33.2.'],
  },
  {
    username: 'examcreator',
    password: 'Examcreator@12345',
    name: { ar: 'أ. منى لجنة الامتحانات', en: 'Mona Exam Committee' },
    scope: 'SCI',
    rights: { '165.7.1.': [view, add, edit, del], '165.7.2.': [view, add, edit, del], '165.1.1.': [view] },
    stages: ['*', '33.1.', '33.2.'],
  },
  {
    username: 'viewer',
    password: 'Viewer@12345',
    name: { ar: 'مستخدم للاطلاع فقط', en: 'View-only User' },
    scope: 'UNI',
    rights: every([view]),
    stages: ['*', '33.1.', '33.2.'],
  },
  {
    username: 'newuser',
    password: 'Newuser@12345',
    name: { ar: 'مستخدم جديد', en: 'New User' },
    scope: 'SCI-MTH',
    rights: { '165.1.1.': [view], '165.1.2.': [view] },
    stages: ['33.1.'],
    resetPassword: true,
  },
];

const RESET_MESSAGE: Bilingual = {
  ar: 'هذا أول دخول لك: برجاء اختيار كلمة مرور جديدة',
  en: 'This is your first login: please choose a new password',
};

async function upsertScopes(
  em: Em,
  node: ScopeSeed,
  parent: { id: number; path: string; level: number } | null,
) {
  const level = parent ? parent.level + 1 : 1;
  const isLeaf = !node.children?.length;
  const [row] = await em.execute<{ id: number }[]>(
    `insert into scope (parent_id, code, name, level, path, is_department, is_last_level)
     values (?, ?, ?, ?, '', ?, ?)
     on conflict (code) do update set name = excluded.name, parent_id = excluded.parent_id, level = excluded.level,
       is_department = excluded.is_department, is_last_level = excluded.is_last_level
     returning id`,
    [parent?.id ?? null, node.code, JSON.stringify(node.name), level, level === 3, isLeaf],
  );
  const path = `${parent?.path ?? '/'}${row.id}/`;
  await em.execute('update scope set path = ? where id = ?', [path, row.id]);
  for (const child of node.children ?? []) await upsertScopes(em, child, { id: row.id, path, level });
}

/** Writes the demo university; running it again brings the demo data back to this state. */
export async function seedDemo(orm: Orm): Promise<void> {
  const hashes = await Promise.all(DEMO_USERS.map((u) => hashPassword(u.password)));
  await orm.em.fork().transactional(async (em) => {
    await upsertScopes(em, DEMO_SCOPES, null);
    for (const [i, u] of DEMO_USERS.entries()) {
      await em.execute(
        `insert into app_user (username, name, password_hash, origin, scope_id, selected_scope_id, rights, stages,
           active_stage, technical_support, can_sync_courses, reset_password, reset_message)
         select ?, ?, ?, '10.1.', s.id, s.id, ?, ?, ?, ?, ?, ?, ? from scope s where s.code = ?
         on conflict (lower(username)) do update set name = excluded.name, password_hash = excluded.password_hash,
           scope_id = excluded.scope_id, selected_scope_id = excluded.selected_scope_id, rights = excluded.rights,
           stages = excluded.stages, active_stage = excluded.active_stage,
           technical_support = excluded.technical_support, can_sync_courses = excluded.can_sync_courses,
           reset_password = excluded.reset_password, reset_message = excluded.reset_message, updated_at = now()`,
        [
          u.username,
          JSON.stringify(u.name),
          hashes[i],
          JSON.stringify(u.rights),
          JSON.stringify(u.stages ?? ['*']),
          (u.stages ?? ['*'])[0],
          u.technicalSupport ?? false,
          u.canSyncCourses ?? false,
          u.resetPassword ?? false,
          u.resetPassword ? JSON.stringify(RESET_MESSAGE) : null,
          u.scope,
        ],
      );
    }
  });
  await seedDemoCourses(orm);
  await seedDemoQuestions(orm);
  await seedDemoExamBank(orm);
  await seedDemoExams(orm);
  await seedDemoElectronicExam(orm);
  await seedDemoCentres(orm);
  await seedDemoReservations(orm);
  // Statistics for the tables just filled, as after any bulk load: PGlite runs no autovacuum, and a
  // server's skips a table until 50 of its rows changed (the demo's scopes, users and plans never
  // reach it). Planned without them, a list's page sorted its whole table where an index serves it.
  await orm.em.execute('analyze');
}

export async function seedDemoIfEmpty(orm: Orm): Promise<boolean> {
  const [row] = await orm.em.execute<{ n: number }[]>('select count(*)::int as n from app_user');
  if (row.n > 0) {
    await reopenDemoElectronicExam(orm);
    return false;
  }
  await seedDemo(orm);
  Logger.log('seeded the demo university into the empty database', 'Seed');
  return true;
}
