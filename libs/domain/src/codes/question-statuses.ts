import type { Bilingual } from '../i18n/index.js';
import { byKey, type CodeOf, freezeTable } from './table.js';

/** Question statuses (SPEC 3, transitions in SPEC 4). */
export const QUESTION_STATUSES = freezeTable({
  '5.1.': { key: 'INCOMPLETE', ar: 'غير مكتمل', en: 'Incomplete' },
  '5.2.': { key: 'PENDING_REVIEW', ar: 'بانتظار المراجعة', en: 'Pending review' },
  '5.3.': { key: 'APPROVED', ar: 'معتمد', en: 'Approved' },
  '5.4.': { key: 'REJECTED', ar: 'مرفوض', en: 'Rejected' },
  '5.5.': { key: 'DELETED', ar: 'محذوف', en: 'Deleted' },
  '5.6.': { key: 'COMPLETE', ar: 'مكتمل', en: 'Complete' },
} as const satisfies Record<string, Bilingual & { key: string }>);
export type QuestionStatusCode = CodeOf<typeof QUESTION_STATUSES>;
export const QuestionStatus = byKey(QUESTION_STATUSES);
