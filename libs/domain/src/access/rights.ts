import type { Bilingual } from '../i18n/index.js';

/** Rights of SPEC section 6, held per app as strings. */
export const RIGHTS = {
  '9.2.': { key: 'view', ar: 'عرض', en: 'View' },
  '9.3.': { key: 'add', ar: 'إضافة', en: 'Add' },
  '9.4.': { key: 'edit', ar: 'تعديل', en: 'Edit' },
  '9.5.': { key: 'delete', ar: 'حذف', en: 'Delete' },
  '9.6.': { key: 'close', ar: 'إغلاق', en: 'Close' },
  '9.7.': { key: 'open', ar: 'فتح', en: 'Open' },
  '9.12.': { key: 'importInstructors', ar: 'استيراد المحاضرين', en: 'Import instructors' },
  '9.14.': { key: 'editAll', ar: 'تعديل الكل', en: 'Edit all' },
  '9.15.': { key: 'deleteAll', ar: 'حذف الكل', en: 'Delete all' },
} as const satisfies Record<string, Bilingual & { key: string }>;
export type RightCode = keyof typeof RIGHTS;
export const RIGHT_CODES = Object.keys(RIGHTS) as RightCode[];

/** Named rights, so code says Right.add rather than '9.3.'. */
export const Right = {
  view: '9.2.',
  add: '9.3.',
  edit: '9.4.',
  delete: '9.5.',
  close: '9.6.',
  open: '9.7.',
  importInstructors: '9.12.',
  editAll: '9.14.',
  deleteAll: '9.15.',
} as const satisfies Record<string, RightCode>;
