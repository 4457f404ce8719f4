import {
  type DistributeResult,
  type ExamEditBody,
  type ExamSectorsResult,
  type ExamStudentsResult,
  examPaths,
  examStudentPaths,
  type LockVersionResult,
  type SectorAddResult,
  type SectorBody,
  type StudentsFileResult,
  type StudentsImportResult,
  type StudentsSisBody,
  type StudentsWithdrawBody,
  type StudentsWithdrawResult,
} from '@mizan/domain/exam-generation';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../api/client';
import { OWN_ERRORS } from '../api/errors';
import { uploadWithProgress } from '../api/upload';
import { A, examKey } from './exam.api';

/** An exam's students, sectors and distribution (API.md 'Students, sectors, distribution'). */

/** Under the exam's key, so every exam:changed reloads them with the rest of the exam. */
export const studentsQuery = (examId: number, page: number, limit: number, withdrawn: boolean) =>
  queryOptions({
    queryKey: [...examKey(examId), 'students', page, limit, withdrawn],
    queryFn: () =>
      api<ExamStudentsResult>(examStudentPaths.students(A, examId), { query: { page, limit, withdrawn } }),
    placeholderData: (previous) => previous,
  });

export const sectorsQuery = (examId: number) =>
  queryOptions({
    queryKey: [...examKey(examId), 'sectors'],
    queryFn: () => api<ExamSectorsResult>(examStudentPaths.sectors(A, examId)),
  });

const post = <T>(path: string, body: unknown, method: 'POST' | 'PUT' | 'DELETE' = 'POST') =>
  api<T>(path, { method, body, handled: OWN_ERRORS });

export const putExam = (examId: number, body: ExamEditBody) =>
  post<LockVersionResult>(examPaths.view(A, examId), body, 'PUT');

export const importFromSis = (examId: number, body: StudentsSisBody) =>
  post<StudentsImportResult>(examStudentPaths.studentsSis(A, examId), body);

export function uploadStudents(
  examId: number,
  file: File,
  version: number,
  dryRun: boolean,
  onProgress: (f: number) => void,
) {
  const form = new FormData();
  form.append('file', file);
  form.append('version', String(version));
  form.append('dryRun', dryRun ? '1' : '0');
  return uploadWithProgress<StudentsFileResult>(examStudentPaths.studentsFile(A, examId), form, onProgress, {
    method: 'POST',
    handled: OWN_ERRORS,
  });
}

export const withdrawStudents = (examId: number, body: StudentsWithdrawBody) =>
  post<StudentsWithdrawResult>(examStudentPaths.studentsWithdraw(A, examId), body);

export const addSector = (examId: number, body: SectorBody) =>
  post<SectorAddResult>(examStudentPaths.sectors(A, examId), body);

export const putSector = (examId: number, sectorId: number, body: SectorBody) =>
  post<LockVersionResult>(examStudentPaths.sector(A, examId, sectorId), body, 'PUT');

export const deleteSector = (examId: number, sectorId: number, version: number) =>
  api<LockVersionResult>(examStudentPaths.sector(A, examId, sectorId), {
    method: 'DELETE',
    query: { version },
    handled: OWN_ERRORS,
  });

export const distribute = (examId: number, version: number) =>
  post<DistributeResult>(examStudentPaths.distribute(A, examId), { version });

export const approveDistribution = (examId: number, version: number) =>
  post<LockVersionResult>(examStudentPaths.approveDistribution(A, examId), { version });
