import { QUESTION_STATUSES, QUESTION_TYPES, type QuestionStatusCode } from '@mizan/domain/codes';
import { pick } from '@mizan/domain/i18n';
import type { CourseStatsResponse } from '@mizan/domain/reports';
import { SelectField } from '@mizan/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLang } from '../../app/useLang';
import { BarChart } from './BarChart';
import { CountsTable } from './CountsTable';
import { num, ReportPanel, STATUS_COLORS, TableAndChart } from './report-kit';
import { STATUS_CODES } from './StatusTable';

/** Questions without a subject are one row of their own. */
const NONE = 'none';
const subjectKey = (id: number | null) => (id === null ? NONE : String(id));

/** Subject x type counts for one status (or all), beside the subjects' questions stacked by status. */
export function SubjectTypePanel({ data }: { data: CourseStatsResponse }) {
  const { t } = useTranslation('reports');
  const lang = useLang();
  const [status, setStatus] = useState<QuestionStatusCode | ''>('');
  const types = [...new Set(data.cells.map((c) => c.questionType))].sort();
  const rows = [
    ...data.subjects.map((s) => ({ key: String(s.subjectId), name: s.name })),
    ...(data.cells.some((c) => c.subjectId === null) ? [{ key: NONE, name: t('course.noSubject') }] : []),
  ];
  const count = (subject: string | null, type: string | null, st: string | null) =>
    data.cells
      .filter(
        (c) =>
          (subject === null || subjectKey(c.subjectId) === subject) &&
          (type === null || c.questionType === type) &&
          (st === null || st === '' || c.status === st),
      )
      .reduce((sum, c) => sum + c.count, 0);

  return (
    <ReportPanel title={t('course.subjects')} testId="course-subjects">
      <SelectField
        className="mb-3 max-w-xs"
        label={t('course.status')}
        options={[
          { value: '', label: t('filters.any') },
          ...STATUS_CODES.map((s) => ({ value: s, label: pick(QUESTION_STATUSES[s], lang) })),
        ]}
        value={status}
        onChange={(v) => setStatus(v as QuestionStatusCode | '')}
        data-testid="subject-status"
      />
      <TableAndChart
        stack
        table={
          <CountsTable
            testId="subject-table"
            caption={t('course.subjects')}
            rowHeader={t('course.subject')}
            totalLabel={t('status.total')}
            columns={types.map((ty) => ({ key: ty, label: pick(QUESTION_TYPES[ty], lang) }))}
            rows={rows}
            rowKey={(r) => r.key}
            rowName={(r) => (r.key === NONE ? r.name : <bdi data-user-content>{r.name}</bdi>)}
            cell={(r, ty) => num(count(r.key, ty, status), lang)}
            footer={(ty) => num(count(null, ty, status), lang)}
            footerTestId={(ty) => (ty === null ? 'subject-total' : undefined)}
          />
        }
        chart={
          <BarChart
            userCategories
            title={t('course.subjectsChart')}
            lang={lang}
            categories={rows.map((r) => ({ key: r.key, label: r.name }))}
            series={STATUS_CODES.map((s) => ({
              key: s,
              label: pick(QUESTION_STATUSES[s], lang),
              color: STATUS_COLORS[s],
            }))}
            value={(subject, s) => count(subject, null, s)}
          />
        }
      />
    </ReportPanel>
  );
}
