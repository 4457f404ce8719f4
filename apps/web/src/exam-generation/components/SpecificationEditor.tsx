import { QUESTION_TYPES } from '@mizan/domain/codes';
import {
  type ExamView,
  type SpecificationRow,
  specificationIssues,
  specificationTotals,
} from '@mizan/domain/exam-generation';
import { type Bilingual, formatNumber, pick } from '@mizan/domain/i18n';
import { Alert, Button, SelectField } from '@mizan/ui';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../api/errors';
import { useLang } from '../../app/useLang';
import { codeOptions } from '../../course-scope/list/question-columns';
import { showToast } from '../../state/store';
import { putSpecification } from '../exam.api';
import type { ExamCourse } from '../hooks/useExamCourse';
import type { ExamLive } from '../hooks/useExamLive';
import { IloCoverage } from './IloCoverage';

type Draft = Record<keyof SpecificationRow, string>;
const draftOf = (r: SpecificationRow): Draft => ({
  subjectId: String(r.subjectId),
  iloId: r.iloId ? String(r.iloId) : '',
  questionType: r.questionType,
  difficultyMin: r.difficultyMin === undefined ? '' : String(r.difficultyMin),
  difficultyMax: r.difficultyMax === undefined ? '' : String(r.difficultyMax),
  count: String(r.count),
  degree: String(r.degree),
});
const blank = (subjectId = ''): Draft => ({
  subjectId,
  iloId: '',
  questionType: '3.2.',
  difficultyMin: '',
  difficultyMax: '',
  count: '1',
  degree: '1',
});
const opt = (v: string) => (v.trim() === '' ? undefined : Number(v));
const rowOf = (d: Draft): SpecificationRow => ({
  subjectId: Number(d.subjectId),
  iloId: opt(d.iloId),
  questionType: d.questionType as SpecificationRow['questionType'],
  difficultyMin: opt(d.difficultyMin),
  difficultyMax: opt(d.difficultyMax),
  count: Number(d.count) || 0,
  degree: Number(d.degree) || 0,
});

interface Props {
  view: ExamView;
  course: ExamCourse;
  live: ExamLive;
  editable: boolean;
  /** Whether the rows on screen differ from the saved ones (Generate waits for a save). */
  onDirty: (dirty: boolean) => void;
}

/**
 * The specification (blueprint, issue 14 part 3): rows of subject, ILO, type, difficulty, count and
 * degree, with live totals against the exam's, SPEC 5's row rules and the course's ILO coverage.
 */
export function SpecificationEditor({ view, course, live, editable, onDirty }: Props) {
  const { t } = useTranslation('exam-generation');
  const lang = useLang();
  const saved = JSON.stringify(view.specification.map(draftOf));
  const [rows, setRows] = useState<Draft[]>(() => view.specification.map(draftOf));
  const [base, setBase] = useState(saved);
  const [fields, setFields] = useState<Record<string, Bilingual>>({});
  const [warning, setWarning] = useState<Bilingual | null>(null);
  const [busy, setBusy] = useState(false);
  const dirty = JSON.stringify(rows) !== base;

  // Saved elsewhere (live) while this screen had no edits: show the new rows.
  useEffect(() => {
    if (saved !== base && !dirty) {
      setRows(JSON.parse(saved) as Draft[]);
      setBase(saved);
    }
  }, [saved, base, dirty]);
  useEffect(() => onDirty(dirty), [dirty, onDirty]);

  const parsed = rows.map(rowOf);
  const totals = specificationTotals(parsed);
  const issues = specificationIssues(parsed, view.exam);
  const set = (i: number, k: keyof Draft) => (v: string) =>
    setRows((rs) =>
      rs.map((r, j) => (j === i ? { ...r, [k]: v, ...(k === 'subjectId' ? { iloId: '' } : {}) } : r)),
    );
  const err = (i: number, k: string) => {
    const f = fields[`rows.${i}.${k}`] ?? issues.find((x) => x.path === `rows.${i}.${k}`)?.message;
    return f ? pick(f, lang) : undefined;
  };

  const save = async () => {
    setBusy(true);
    setFields({});
    try {
      const r = await putSpecification(view.exam.examId, { rows: parsed, version: view.lockVersion });
      await live.wrote(r.lockVersion);
      setWarning(r.warning);
      setBase(JSON.stringify(rows));
      showToast(t('spec.saved'), 'success');
    } catch (x) {
      if (!(x instanceof ApiError)) throw x;
      if (x.status === 409) await live.whatChanged(view.lockVersion);
      setFields(x.fields);
      showToast(pick(x.text, lang), 'error');
    } finally {
      setBusy(false);
    }
  };

  const n = (x: number) => formatNumber(x, lang);
  const cell = 'px-1 py-1 align-top';
  const input = (i: number, k: keyof Draft, step: string, label: string) => (
    <input
      type="number"
      step={step}
      min={0}
      aria-label={label}
      value={rows[i][k]}
      onChange={(e) => set(i, k)(e.target.value)}
      aria-invalid={err(i, k) ? true : undefined}
      data-testid={`spec-${k}-${i}`}
      className="w-20 rounded-md border border-line bg-panel px-2 py-1.5 aria-[invalid=true]:border-danger-500"
    />
  );

  return (
    <section className="mb-4 rounded-lg border border-line bg-panel p-4" data-testid="spec-editor">
      <h2 className="mb-3 text-lg font-semibold">{t('spec.title')}</h2>
      <div className="overflow-x-auto">
        <table className="w-full text-sm">
          <thead>
            <tr className="text-start text-muted">
              {[
                'subject',
                'ilo',
                'type',
                'difficultyMin',
                'difficultyMax',
                'count',
                'degree',
                'rowTotal',
                '',
              ].map((h) => (
                <th key={h} className="px-1 pb-1 text-start font-medium">
                  {h && t(`spec.${h}`)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((r, i) => {
              const row = parsed[i];
              const rowErrors = ['subjectId', 'iloId', 'questionType', 'difficultyMax', 'count', 'degree']
                .map((k) => err(i, k))
                .filter(Boolean);
              return (
                // biome-ignore lint/suspicious/noArrayIndexKey: rows are positions in the specification
                <tr key={i} data-testid={`spec-row-${i}`} className="border-t border-line">
                  <td className={cell}>
                    <select
                      aria-label={t('spec.subject')}
                      value={r.subjectId}
                      onChange={(e) => set(i, 'subjectId')(e.target.value)}
                      data-testid={`spec-subject-${i}`}
                      className="w-44 rounded-md border border-line bg-panel px-2 py-1.5"
                    >
                      <option value="">—</option>
                      {course.subjects.map((s) => (
                        <option key={s.subjectId} value={s.subjectId}>
                          {s.subjectName}
                        </option>
                      ))}
                    </select>
                  </td>
                  <td className={cell}>
                    <select
                      aria-label={t('spec.ilo')}
                      value={r.iloId}
                      onChange={(e) => set(i, 'iloId')(e.target.value)}
                      data-testid={`spec-ilo-${i}`}
                      className="w-40 rounded-md border border-line bg-panel px-2 py-1.5"
                    >
                      <option value="">{t('spec.anyIlo')}</option>
                      {(course.subjectIlos.get(row.subjectId) ?? []).map((o) => (
                        <option key={o.id} value={o.id}>
                          {course.iloLabel(o)}
                        </option>
                      ))}
                    </select>
                  </td>
                  <td className={cell}>
                    <SelectField
                      label={t('spec.type')}
                      className="[&>label]:sr-only"
                      value={r.questionType}
                      onChange={set(i, 'questionType')}
                      options={codeOptions(QUESTION_TYPES, lang, { value: '', label: '' }).slice(1)}
                      data-testid={`spec-type-${i}`}
                    />
                  </td>
                  <td className={cell}>{input(i, 'difficultyMin', '0.05', t('spec.difficultyMin'))}</td>
                  <td className={cell}>{input(i, 'difficultyMax', '0.05', t('spec.difficultyMax'))}</td>
                  <td className={cell}>{input(i, 'count', '1', t('spec.count'))}</td>
                  <td className={cell}>{input(i, 'degree', '0.5', t('spec.degree'))}</td>
                  <td className={`${cell} pt-2.5 font-medium`} data-testid={`spec-row-total-${i}`}>
                    {n(Math.round(row.count * row.degree * 100) / 100)}
                    {rowErrors.length > 0 && (
                      <p
                        className="mt-1 max-w-56 text-xs font-normal text-danger-600"
                        data-testid={`spec-row-error-${i}`}
                      >
                        {rowErrors.join(' · ')}
                      </p>
                    )}
                  </td>
                  <td className={cell}>
                    <Button
                      variant="ghost"
                      onClick={() => setRows((rs) => rs.filter((_, j) => j !== i))}
                      aria-label={t('spec.removeRow')}
                      data-testid={`spec-remove-${i}`}
                      disabled={!editable}
                    >
                      ✕
                    </Button>
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      {!rows.length && <p className="py-3 text-sm text-muted">{t('spec.noRows')}</p>}
      <div className="mt-2 flex flex-wrap items-center gap-3">
        <Button
          variant="secondary"
          onClick={() =>
            setRows((rs) => [...rs, blank(course.subjects[0] ? String(course.subjects[0].subjectId) : '')])
          }
          disabled={!editable}
          data-testid="spec-add-row"
        >
          {t('spec.addRow')}
        </Button>
        <span className="text-sm" data-testid="spec-totals">
          {t('spec.totals', {
            count: n(totals.questionCount),
            expectedCount: n(view.exam.questionCount),
            degree: n(totals.totalDegree),
            expectedDegree: n(view.exam.totalDegree),
          })}
        </span>
      </div>
      <div className="mt-3">
        <IloCoverage rows={parsed} course={course} />
      </div>
      {issues.filter((x) => x.path === 'rows').length > 0 && (
        <Alert kind="warning" className="mt-3" data-testid="spec-issues">
          <ul className="list-inside list-disc">
            {issues
              .filter((x) => x.path === 'rows')
              .map((x) => (
                <li key={x.message.en}>{pick(x.message, lang)}</li>
              ))}
          </ul>
        </Alert>
      )}
      {warning && !dirty && (
        <Alert kind="warning" className="mt-3" data-testid="spec-time-warning">
          {pick(warning, lang)}
        </Alert>
      )}
      <div className="mt-4 flex justify-end">
        <Button
          onClick={save}
          busy={busy}
          disabled={!editable || !dirty || issues.length > 0}
          data-testid="spec-save"
        >
          {t('spec.save')}
        </Button>
      </div>
    </section>
  );
}
