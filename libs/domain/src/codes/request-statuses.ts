import type { Bilingual } from '../i18n/index.js';
import { byKey, type CodeOf, freezeTable } from './table.js';

/** Exam-centre reservation request statuses (SPEC 3). */
export const REQUEST_STATUSES = freezeTable({
  '34.1.': { key: 'PENDING', ar: 'قيد الانتظار', en: 'Pending' },
  '34.2.': { key: 'ACCEPTED', ar: 'مقبول', en: 'Accepted' },
  '34.3.': { key: 'REJECTED', ar: 'مرفوض', en: 'Rejected' },
} as const satisfies Record<string, Bilingual & { key: string }>);
export type RequestStatusCode = CodeOf<typeof REQUEST_STATUSES>;
export const RequestStatus = byKey(REQUEST_STATUSES);
