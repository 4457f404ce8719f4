import type { ExamListRow } from '@mizan/domain/exam-generation';
import { SelectField } from '@mizan/ui';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { courseExamsQuery } from '../reserve-exam.api';

/**
 * The request's optional exam (one of the course's): choosing one hands its row to `onPick`, so the
 * form can take its start, length and delivery. Hidden when the course has none the user may see.
 */
export function ExamPicker({
  courseId,
  value,
  onPick,
}: {
  courseId: number;
  value: number | undefined;
  onPick: (exam: ExamListRow | undefined) => void;
}) {
  const { t } = useTranslation('reserve-exam');
  const exams = useQuery(courseExamsQuery(courseId)).data?.exams ?? [];
  if (!exams.length) return null;
  return (
    <SelectField
      label={t('add.exam')}
      value={value === undefined ? '' : String(value)}
      onChange={(v) => onPick(exams.find((e) => String(e.examId) === v))}
      options={[
        { value: '', label: t('add.noExam') },
        ...exams.map((e) => ({ value: String(e.examId), label: e.name })),
      ]}
      className="md:col-span-4"
      data-testid="reserve-exam"
    />
  );
}
