import type { SpecificationRow } from '@mizan/domain/exam-generation';
import { formatNumber } from '@mizan/domain/i18n';
import { useTranslation } from 'react-i18next';
import { useLang } from '../../app/useLang';
import type { ExamCourse } from '../hooks/useExamCourse';

/**
 * The course's ILOs the specification reaches, as the committee types: a row naming an ILO covers
 * it, a row without one may draw on every ILO of its subject.
 */
export function IloCoverage({ rows, course }: { rows: Partial<SpecificationRow>[]; course: ExamCourse }) {
  const { t } = useTranslation('exam-generation');
  const lang = useLang();
  const covered = new Set<number>();
  for (const r of rows) {
    if (!r.subjectId || !r.count) continue;
    if (r.iloId) covered.add(r.iloId);
    else for (const i of course.subjectIlos.get(r.subjectId) ?? []) covered.add(i.id);
  }
  const all = course.ilos;
  const missing = all.filter((i) => !covered.has(i.id));
  const share = all.length ? (all.length - missing.length) / all.length : 0;
  return (
    <div className="rounded-md border border-line p-3 text-sm" data-testid="spec-ilo-coverage">
      <div className="mb-2 flex items-center gap-3">
        <span className="font-medium">{t('spec.iloCoverage')}</span>
        <span data-testid="spec-ilo-covered" data-covered={all.length - missing.length}>
          {t('spec.ilosCovered', {
            covered: formatNumber(all.length - missing.length, lang),
            total: formatNumber(all.length, lang),
          })}
        </span>
        <span className="h-2 flex-1 overflow-hidden rounded-full bg-line" aria-hidden="true">
          <span className="block h-full bg-primary-600" style={{ width: `${Math.round(share * 100)}%` }} />
        </span>
      </div>
      {missing.length > 0 && (
        <p className="text-muted">
          {t('spec.uncovered')}{' '}
          {missing.map((i) => (
            <span key={i.id} title={course.iloLabel(i)} className="me-1 inline-block rounded bg-line px-1.5">
              <bdi>{i.code}</bdi>
            </span>
          ))}
        </p>
      )}
    </div>
  );
}
