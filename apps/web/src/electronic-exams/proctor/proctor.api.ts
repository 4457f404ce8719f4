import {
  type AccessCodeView,
  type ProctorMessage,
  type ProctorSnapshot,
  type ProctorStudent,
  proctorPaths,
} from '@mizan/domain/electronic-exams';
import {
  type ExamSectorsResult,
  type ExamView,
  examPaths,
  examStudentPaths,
} from '@mizan/domain/exam-generation';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../api/client';

const A = '165.7.1.';

/** Same keys as the exam page's queries (keyed by the API path): one cache for both screens. */
export const examViewQuery = (examId: number) =>
  queryOptions({
    queryKey: [examPaths.view(A, examId)],
    queryFn: () => api<ExamView>(examPaths.view(A, examId)),
  });

export const sectorsQuery = (examId: number) =>
  queryOptions({
    queryKey: [examPaths.view(A, examId), 'sectors'],
    queryFn: () => api<ExamSectorsResult>(examStudentPaths.sectors(A, examId)),
  });

/** The sector's live rows: read once, then kept by the watch's snapshot and its student events. */
export const snapshotQuery = (examId: number, sectorId: number) =>
  queryOptions({
    queryKey: [proctorPaths.sector(examId, sectorId)],
    queryFn: () => api<ProctorSnapshot>(proctorPaths.sector(examId, sectorId)),
    staleTime: Number.POSITIVE_INFINITY,
  });

/** Access codes need edit 9.4. (a viewer sees the code in the snapshot, without regenerating). */
export const codesQuery = (examId: number) =>
  queryOptions({
    queryKey: [proctorPaths.accessCodes(examId)],
    queryFn: () => api<{ codes: AccessCodeView[] }>(proctorPaths.accessCodes(examId)),
  });

export const regenerateCode = (examId: number, sectorId: number) =>
  api<AccessCodeView>(proctorPaths.regenerate(examId, sectorId), { method: 'POST' });

export const extendTime = (examId: number, sectorId: number, minutes: number, studentId?: number) =>
  api<ProctorSnapshot>(proctorPaths.extend(examId, sectorId), {
    method: 'POST',
    body: studentId ? { minutes, studentId } : { minutes },
  });

export const sendMessage = (examId: number, sectorId: number, text: string) =>
  api<ProctorMessage>(proctorPaths.message(examId, sectorId), { method: 'POST', body: { text } });

export const reopenAttempt = (examId: number, studentId: number, minutes: number) =>
  api<ProctorStudent>(proctorPaths.reopen(examId, studentId), { method: 'POST', body: { minutes } });
