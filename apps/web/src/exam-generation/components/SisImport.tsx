import { STUDENT_IMPORT_TYPES, type StudentImportType } from '@mizan/domain/exam-generation';
import { Button, SelectField } from '@mizan/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSisConfigured } from '../../app/useSisConfigured';
import type { ExamLive } from '../hooks/useExamLive';
import { useExamWrite } from '../hooks/useExamWrite';
import { importFromSis } from '../students.api';

/**
 * Students from the student-information system (import types all/freshmen/remaining). Without a
 * configured system (GET /api/public/info) the button is disabled and says why before any click.
 */
export function SisImport({
  examId,
  version,
  live,
  lockedReason,
}: {
  examId: number;
  version: number;
  live: ExamLive;
  lockedReason: string | null;
}) {
  const { t } = useTranslation('exam-generation');
  const configured = useSisConfigured();
  const [type, setType] = useState<StudentImportType>('all');
  const write = useExamWrite(live, version);
  const reason = lockedReason ?? (configured === false ? t('students.sis.notConfigured') : null);
  return (
    <div className="flex flex-wrap items-end gap-2">
      <SelectField
        label={t('students.sis.type')}
        value={type}
        onChange={(v) => setType(v as StudentImportType)}
        options={STUDENT_IMPORT_TYPES.map((c) => ({ value: c, label: t(`students.sis.types.${c}`) }))}
        disabled={!!reason}
        data-testid="students-sis-type"
      />
      <Button
        variant="secondary"
        busy={write.busy}
        disabled={!!reason || configured === undefined}
        title={reason ?? undefined}
        onClick={() =>
          void write.run(
            () => importFromSis(examId, { type, version }),
            (r) => r.message,
          )
        }
        data-testid="students-sis"
      >
        {t('students.sis.action')}
      </Button>
      {configured === false && !lockedReason && (
        <span className="text-xs text-muted" data-testid="students-sis-off">
          {t('students.sis.notConfigured')}
        </span>
      )}
    </div>
  );
}
