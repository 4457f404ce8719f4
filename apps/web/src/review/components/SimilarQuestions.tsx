import { useQuery } from '@tanstack/react-query';
import { Spinner } from '@mizan/ui';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLang } from '../../app/useLang';
import { StatusBadge } from '../../question-kit/StatusBadge';
import { reviewQuestionPath } from '../../course-scope/question-paths';
import { similarQuery } from '../review.api';
import { MathLine } from '../../question-kit/MathLine';
import '../../i18n/texts/review';

const percent = (fraction: number, lang: 'ar' | 'en') =>
  new Intl.NumberFormat(lang === 'ar' ? 'ar-EG' : 'en-GB', { style: 'percent' }).format(fraction);

/** The course's questions whose stem is close to this one (the bank's similarity check), to spot duplicates. */
export function SimilarQuestions({
  courseId,
  questionId,
  stem,
}: {
  courseId: number;
  questionId: number;
  stem: string;
}) {
  const { t } = useTranslation('review');
  const lang = useLang();
  const query = useQuery(similarQuery(courseId, stem, questionId));
  const similar = query.data?.similar;
  const failed = query.isError;

  return (
    <section className="rounded-lg border border-line bg-panel p-4" data-testid="review-similar">
      <h2 className="mb-3 font-semibold">{t('similar.title')}</h2>
      {failed ? (
        <p className="text-sm text-muted">{t('similar.failed')}</p>
      ) : !similar ? (
        <Spinner label={t('common:loading')} />
      ) : similar.length === 0 ? (
        <p className="text-sm text-muted" data-testid="similar-none">
          {t('similar.none')}
        </p>
      ) : (
        <ul className="flex flex-col gap-2">
          {similar.map((s) => (
            <li
              key={s.questionId}
              className="flex items-start gap-3 rounded-md border border-line px-3 py-2"
              data-testid="similar-item"
            >
              <span className="shrink-0 rounded-full bg-warning-100 px-2 py-0.5 text-xs font-semibold text-warning-900 dark:bg-warning-900/40 dark:text-warning-100">
                {percent(s.similarity, lang)}
              </span>
              <Link
                to={reviewQuestionPath(courseId, s.questionType, s.questionId)}
                className="min-w-0 flex-1 text-sm hover:underline"
              >
                <MathLine text={s.text} className="line-clamp-2" />
              </Link>
              <StatusBadge status={s.status} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
