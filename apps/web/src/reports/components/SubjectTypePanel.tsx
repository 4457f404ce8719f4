import { QUESTION_STATUSES, QUESTION_TYPES, type QuestionStatusCode } from '@mizan/domain/codes';
import { pick } from '@mizan/domain/i18n';
import type { CourseStatsResponse } from '@mizan/domain/reports';
import { SelectField } from '@mizan/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLang } from '../../app/useLang';
import { BarChart } from './BarChart';
import { num, ReportPanel, STATUS_COLORS, TableAndChart, td, tdNum, th } from './report-kit';
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
          <table className="w-full border-collapse text-sm" data-testid="subject-table">
            <caption className="sr-only">{t('course.subjects')}</caption>
            <thead>
              <tr>
                <th scope="col" className={th}>
                  {t('course.subject')}
                </th>
                {types.map((ty) => (
                  <th key={ty} scope="col" className={`${th} text-end`}>
                    {pick(QUESTION_TYPES[ty], lang)}
                  </th>
                ))}
                <th scope="col" className={`${th} text-end`}>
                  {t('status.total')}
                </th>
              </tr>
            </thead>
            <tbody>
              {rows.map((r) => (
                <tr key={r.key}>
                  <th scope="row" className={`${td} text-start font-normal`}>
                    {r.key === NONE ? r.name : <bdi data-user-content>{r.name}</bdi>}
                  </th>
                  {types.map((ty) => (
                    <td key={ty} className={tdNum}>
                      {num(count(r.key, ty, status), lang)}
                    </td>
                  ))}
                  <td className={`${tdNum} font-medium`}>{num(count(r.key, null, status), lang)}</td>
                </tr>
              ))}
            </tbody>
            <tfoot>
              <tr className="font-semibold">
                <th scope="row" className={`${td} text-start`}>
                  {t('status.total')}
                </th>
                {types.map((ty) => (
                  <td key={ty} className={tdNum}>
                    {num(count(null, ty, status), lang)}
                  </td>
                ))}
                <td className={tdNum} data-testid="subject-total">
                  {num(count(null, null, status), lang)}
                </td>
              </tr>
            </tfoot>
          </table>
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
