import { COURSE_TYPES, type CourseTypeCode, codesOf, labelOf } from '@mizan/domain/codes';
import { COURSE_MESSAGES, coursePaths, type FileImportResponse } from '@mizan/domain/courses';
import { fill, pick } from '@mizan/domain/i18n';
import { BYTES_PER_MB, LIMITS } from '@mizan/domain/limits';
import { SelectField } from '@mizan/ui';
import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLang } from '../../app/useLang';
import { scopeAtom } from '../../state/scopeAtom';
import { showToast } from '../../state/store';
import { RowImportDialog } from '../../course-scope/import/RowImportDialog';
import { formatNumber } from '@mizan/domain/i18n';
import { uploadWithProgress } from '../../api/upload';
import { OWN_ERRORS } from '../../api/errors';
import '../../i18n/texts/courses';

interface Props {
  open: boolean;
  onClose: () => void;
  onImported: () => void;
}

/**
 * SPEC 5 course import by Excel: .xlsx/.xls under 5 MB, columns A to F. The file is first checked
 * (dry run) and the row-by-row report shown; only then does Import write, in one transaction.
 */
export function ExcelImportDialog({ open, onClose, onImported }: Props) {
  const { t } = useTranslation('courses');
  const lang = useLang();
  const scope = useAtomValue(scopeAtom);
  const [courseType, setCourseType] = useState<CourseTypeCode>('15.1.');

  const upload = (file: File, dryRun: boolean, onProgress: (p: number) => void) => {
    const form = new FormData();
    form.append('file', file);
    form.append('dryRun', dryRun ? '1' : '0');
    form.append('courseType', courseType);
    if (scope) form.append('scopeId', String(scope.selectedScopeId));
    return uploadWithProgress<FileImportResponse>(coursePaths.fileImport('165.1.1.'), form, onProgress, {
      method: 'POST',
      handled: OWN_ERRORS,
    });
  };

  return (
    <RowImportDialog
      open={open}
      onClose={onClose}
      texts={{
        title: t('excel.title'),
        wrongType: pick(COURSE_MESSAGES.excelType, lang),
        tooLarge: pick(
          fill(COURSE_MESSAGES.excelSize, { max: LIMITS.courseImportMaxBytes / BYTES_PER_MB }),
          lang,
        ),
        fileLabel: t('excel.file'),
        columns: t('excel.columns'),
        choose: t('excel.chooseFile'),
        none: t('excel.noFile'),
        fileHint: t('excel.fileHint'),
        uploading: t('excel.uploading'),
        check: t('excel.check'),
        importN: (count) => t('excel.import', { count, formatted: formatNumber(count, lang) }),
        cancel: t('common:cancel'),
        close: t('common:close'),
        headers: [t('excel.row'), t('excel.course'), t('excel.result')],
        statusText: (status) => t(`excel.${status}`),
      }}
      maxBytes={LIMITS.courseImportMaxBytes}
      upload={upload}
      onImported={(r) => {
        showToast(pick(r.message, lang), 'success');
        onImported();
      }}
      cell={(r) => pick(r.courseName, lang)}
      testId="excel"
      testIds={{ dialog: 'excel-import-dialog', input: 'excel-file', name: 'excel-file-name' }}
      fields={(busy) => (
        <SelectField
          label={t('excel.courseType')}
          value={courseType}
          onChange={(v) => setCourseType(v as CourseTypeCode)}
          options={codesOf(COURSE_TYPES).map((c) => ({ value: c, label: labelOf(COURSE_TYPES, c, lang) }))}
          disabled={busy}
        />
      )}
    />
  );
}
