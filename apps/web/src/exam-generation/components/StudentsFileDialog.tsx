import { STUDENT_LIMITS } from '@mizan/domain/exam-generation';
import { formatNumber, pick } from '@mizan/domain/i18n';
import { BYTES_PER_MB } from '@mizan/domain/limits';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../api/errors';
import { useLang } from '../../app/useLang';
import { RowImportDialog } from '../../course-scope/import/RowImportDialog';
import { showToast } from '../../state/store';
import type { ExamLive } from '../hooks/useExamLive';
import { uploadStudents } from '../students.api';

interface Props {
  examId: number;
  version: number;
  live: ExamLive;
  open: boolean;
  onClose: () => void;
}

/**
 * The students sheet (API.md 'From a sheet': A national id, B number, C/D names): checked first
 * (dry run) with the row report, as the course import shows it; only Import writes.
 */
export function StudentsFileDialog({ examId, version, live, open, onClose }: Props) {
  const { t } = useTranslation('exam-generation');
  const lang = useLang();
  const n = (x: number) => formatNumber(x, lang);

  return (
    <RowImportDialog
      open={open}
      onClose={onClose}
      texts={{
        title: t('students.file.title'),
        wrongType: t('students.file.type'),
        tooLarge: t('students.file.size', { max: n(STUDENT_LIMITS.sheetMaxBytes / BYTES_PER_MB) }),
        columns: t('students.file.columns'),
        choose: t('students.file.choose'),
        none: t('students.file.none'),
        uploading: t('students.file.uploading'),
        check: t('students.file.check'),
        importN: (count) => t('students.file.import', { count, n: n(count) }),
        cancel: t('common.cancel'),
        close: t('common.close'),
        headers: [t('students.file.col.row'), t('students.file.col.number'), t('students.file.col.result')],
        statusText: (status) => t(`students.file.${status}`),
      }}
      maxBytes={STUDENT_LIMITS.sheetMaxBytes}
      upload={(file, dryRun, onProgress) => uploadStudents(examId, file, version, dryRun, onProgress)}
      onImported={async (r) => {
        showToast(pick(r.message, lang), 'success');
        await live.wrote(r.lockVersion);
      }}
      onRefused={async (x) => {
        if (x instanceof ApiError && x.status === 409) await live.whatChanged(version);
      }}
      cell={(r) => <bdi data-user-content="">{r.studentNumber ?? '—'}</bdi>}
      testId="students-file"
      testIds={{ dialog: 'students-file-dialog', input: 'students-file-input', name: 'students-file-name' }}
    />
  );
}
