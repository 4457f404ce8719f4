import type { AppId } from '../access/index.js';
import type { Bilingual } from '../i18n/index.js';
import type { ExamAddBody } from './exam.api.js';

/**
 * An exam's students, sectors and distribution (issue 14 part 7), and the exam's own data edited
 * after creation. Every write carries the exam's lock version (`version`) and answers the new one.
 */

/** SPEC 3 'Import student types': every student of the course, first-time takers, or those carried over. */
export const STUDENT_IMPORT_TYPES = ['all', 'freshmen', 'remaining'] as const;
export type StudentImportType = (typeof STUDENT_IMPORT_TYPES)[number];

/** What a sector is: a hall or a committee (a group sitting together). */
export const SECTOR_KINDS = ['hall', 'committee'] as const;
export type SectorKind = (typeof SECTOR_KINDS)[number];

const base = (appId: AppId, examId: number) => `/api/exams/${appId}/${examId}`;
export const examStudentPaths = {
  /** GET (paged list) */
  students: (appId: AppId, examId: number) => `${base(appId, examId)}/students`,
  /** POST {type, version}: from the student-information system. */
  studentsSis: (appId: AppId, examId: number) => `${base(appId, examId)}/students/sis`,
  /** POST multipart: file, version, dryRun? */
  studentsFile: (appId: AppId, examId: number) => `${base(appId, examId)}/students/file`,
  /** POST {studentIds?, version} */
  studentsWithdraw: (appId: AppId, examId: number) => `${base(appId, examId)}/students/withdraw`,
  /** GET (all), POST {name, kind, capacity, version} */
  sectors: (appId: AppId, examId: number) => `${base(appId, examId)}/sectors`,
  /** PUT {name, kind, capacity, version}; DELETE ?version= */
  sector: (appId: AppId, examId: number, sectorId: number) => `${base(appId, examId)}/sectors/${sectorId}`,
  /** POST {version} */
  distribute: (appId: AppId, examId: number) => `${base(appId, examId)}/distribute`,
  /** POST {version} */
  approveDistribution: (appId: AppId, examId: number) => `${base(appId, examId)}/distribution/approve`,
};

/**
 * PUT /api/exams/165.7.1./{examId}: the exam's own data as at creation (its course stays), with its
 * stage and instructions; refused once the distribution is approved.
 */
export interface ExamEditBody extends Omit<ExamAddBody, 'courseId'> {
  stage?: string;
  instructions?: string;
  version: number;
}

export interface ExamStudent {
  studentId: number;
  nationalId: string | null;
  studentNumber: string;
  /** As the system or the sheet gave it; one text may be empty when only the other was known. */
  name: Bilingual;
  withdrawn: boolean;
  sectorId: number | null;
  /** 1-based seat within the sector, in the order the distribution seated them. */
  seatNo: number | null;
  modelNo: number | null;
  modelCode: string | null;
}

/** GET .../{examId}/students?limit&page&withdrawn */
export interface ExamStudentsResult {
  students: ExamStudent[];
  currentPage: number;
  totalItems: number;
  counts: { active: number; withdrawn: number; unassigned: number };
}

/** POST .../students/sis */
export interface StudentsSisBody {
  type: StudentImportType;
  version: number;
}
export interface StudentsImportResult {
  /** New students of the exam, and known ones (same student number) whose data was refreshed. */
  added: number;
  updated: number;
  total: number;
  lockVersion: number;
  message: Bilingual;
}

/** One row of the student sheet (SPEC 5 national id): taken, or skipped and why. */
export interface StudentFileRow {
  row: number;
  status: 'imported' | 'skipped';
  studentNumber: string | null;
  reason: Bilingual | null;
}
/** POST .../students/file: the row report (as the course import's); nothing is written with dryRun. */
export interface StudentsFileResult {
  dryRun: boolean;
  total: number;
  imported: number;
  skipped: number;
  rows: StudentFileRow[];
  message: Bilingual;
  lockVersion: number;
}

/** POST .../students/withdraw: the named students, or every active one when `studentIds` is absent. */
export interface StudentsWithdrawBody {
  studentIds?: number[];
  version: number;
}
export interface StudentsWithdrawResult {
  withdrawn: number;
  lockVersion: number;
}

/** POST .../sectors and PUT .../sectors/{sectorId} */
export interface SectorBody {
  name: string;
  kind: SectorKind;
  capacity: number;
  version: number;
}
export interface ExamSector {
  sectorId: number;
  name: string;
  kind: SectorKind;
  capacity: number;
  /** Students the current distribution seats there. */
  assigned: number;
}
/** GET .../sectors */
export interface ExamSectorsResult {
  sectors: ExamSector[];
  lockVersion: number;
}
export interface SectorAddResult {
  sectorId: number;
  lockVersion: number;
}

/** POST .../distribute: every active student seated, a model per seat (neighbours differ). */
export interface DistributeResult {
  lockVersion: number;
  sectors: ExamSector[];
  seated: number;
}
