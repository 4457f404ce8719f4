import { labelOf, MODEL_MATCH } from '@mizan/domain/codes';
import type { ExamView } from '@mizan/domain/exam-generation';
import { formatNumber } from '@mizan/domain/i18n';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLang } from '../../app/useLang';
import { examPaths } from '../paths';

/** The exam's models: completeness against the exam's totals, and where to see, edit or copy each. */
export function ModelsTable({ view, editable }: { view: ExamView; editable: boolean }) {
  const { t } = useTranslation('exam-generation');
  const lang = useLang();
  const { exam } = view;
  const n = (x: number) => formatNumber(x, lang);
  const link = 'text-primary-700 hover:underline dark:text-primary-300';
  return (
    <section className="mb-4 rounded-lg border border-line bg-panel p-4" data-testid="exam-models">
      <div className="mb-3 flex flex-wrap items-center gap-3">
        <h2 className="text-lg font-semibold">{t('details.models')}</h2>
        <span className="rounded-full bg-line px-2 py-0.5 text-xs" data-testid="exam-match">
          {labelOf(MODEL_MATCH, exam.modelsMatch, lang)}
        </span>
        <span className="text-sm text-muted">
          {t('details.modelsOf', {
            n: n(view.models.length),
            count: exam.modelsCount,
            total: n(exam.modelsCount),
          })}
        </span>
        {editable && view.models.length < exam.modelsCount && (
          <Link
            to={examPaths.modelAdd(exam.courseId, exam.examId)}
            className={`ms-auto ${link}`}
            data-testid="model-add"
          >
            {t('details.addModel')}
          </Link>
        )}
      </div>
      {view.models.length === 0 ? (
        <p className="text-sm text-muted" data-testid="exam-no-models">
          {t('details.noModels')}
        </p>
      ) : (
        <table className="w-full text-sm">
          <thead>
            <tr className="text-muted">
              {['code', 'state', 'questions', 'degrees', ''].map((h) => (
                <th key={h} className="px-2 pb-1 text-start font-medium">
                  {h && t(`details.col.${h}`)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {view.models.map((m) => (
              <tr key={m.modelNo} className="border-t border-line" data-testid={`model-row-${m.modelNo}`}>
                <td className="px-2 py-2 font-mono">{m.code}</td>
                <td className="px-2 py-2">
                  <span
                    data-testid={`model-complete-${m.modelNo}`}
                    data-complete={m.complete}
                    className={`rounded-full px-2 py-0.5 text-xs ${m.complete ? 'bg-success-600/15 text-success-600' : 'bg-warning-100 text-warning-900 dark:bg-warning-900/40 dark:text-warning-100'}`}
                  >
                    {m.complete ? t('details.complete') : t('details.incomplete')}
                  </span>
                </td>
                <td className="px-2 py-2">
                  {n(m.questionCount)} / {n(exam.questionCount)}
                </td>
                <td className="px-2 py-2">
                  {n(m.degreeTotal)} / {n(exam.totalDegree)}
                </td>
                <td className="flex flex-wrap gap-3 px-2 py-2">
                  <Link
                    to={examPaths.showModel(exam.courseId, exam.examId, m.modelNo)}
                    className={link}
                    data-testid={`model-show-${m.modelNo}`}
                  >
                    {t('details.show')}
                  </Link>
                  <Link
                    to={examPaths.modelDetails(exam.courseId, exam.examId, m.modelNo)}
                    className={link}
                    data-testid={`model-details-${m.modelNo}`}
                  >
                    {t('insight.details')}
                  </Link>
                  {editable && (
                    <>
                      <Link
                        to={examPaths.modelEdit(exam.courseId, exam.examId, m.modelNo)}
                        className={link}
                        data-testid={`model-edit-${m.modelNo}`}
                      >
                        {t('details.edit')}
                      </Link>
                      {view.models.length < exam.modelsCount && (
                        <Link
                          to={examPaths.modelCopy(exam.courseId, exam.examId, m.modelNo)}
                          className={link}
                          data-testid={`model-copy-${m.modelNo}`}
                        >
                          {t('details.copy')}
                        </Link>
                      )}
                    </>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
