import type { QuestionTypeCode } from '@mizan/domain/codes';
import { Button } from '@mizan/ui';
import { type PrimitiveAtom, useAtom } from 'jotai';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { useLang } from '../app/useLang';
import { formatNumber } from '@mizan/domain/i18n';
import type { QuestionListIds } from '../state/questionListIdsAtom';
import '../i18n/texts/questions';

/** A page of a question list, as the questions and the review lists answer it. */
export interface IdsPage {
  questions: { questionId: number; questionType: QuestionTypeCode }[];
  currentPage: number;
  totalItems: number;
}

interface Options {
  /** Where the list keeps its ids (questionListIdsAtom, reviewListIdsAtom). */
  atom: PrimitiveAtom<QuestionListIds | null>;
  courseId: number | null;
  questionId: number | null;
  /** Another page of the same list: its URL query with the page changed. */
  fetchPage: (query: URLSearchParams) => Promise<IdsPage>;
  viewPath: (courseId: number, type: QuestionTypeCode, questionId: number) => string;
}

/**
 * SPEC 3, 9: previous/next through the ids a list kept, fetching the neighbouring page of the same
 * list when the step runs off the kept one. Shared by the question view and the review screen.
 */
export function useListNav({ atom, courseId, questionId, fetchPage, viewPath }: Options) {
  const navigate = useNavigate();
  const [kept, setKept] = useAtom(atom);
  const [busy, setBusy] = useState(false);

  const nav = useMemo(() => {
    if (!kept || kept.courseId !== courseId || !questionId) return null;
    const pos = kept.items.findIndex((i) => i.questionId === questionId);
    if (pos < 0) return null;
    const index = (kept.page - 1) * kept.limit + pos;
    return { pos, index, total: kept.totalItems, hasPrev: index > 0, hasNext: index < kept.totalItems - 1 };
  }, [kept, courseId, questionId]);

  const step = async (dir: -1 | 1) => {
    if (!kept || !nav || !courseId) return;
    const local = kept.items[nav.pos + dir];
    if (local) {
      navigate(viewPath(courseId, local.questionType, local.questionId));
      return;
    }
    // Off the kept page: fetch the neighbouring page of the same list and keep it instead.
    setBusy(true);
    try {
      const p = new URLSearchParams(kept.query);
      p.set('page', String(kept.page + dir));
      const r = await fetchPage(p);
      const items = r.questions.map((q) => ({ questionId: q.questionId, questionType: q.questionType }));
      const target = dir === 1 ? items[0] : items[items.length - 1];
      setKept({ ...kept, query: p.toString(), page: r.currentPage, totalItems: r.totalItems, items });
      if (target) navigate(viewPath(courseId, target.questionType, target.questionId));
    } catch {
      // The wrapper's toast.
    }
    setBusy(false);
  };

  /** The kept list's query, to go back to the list as it was left. */
  const listQuery = kept?.courseId === courseId ? kept.query : '';
  return { nav, step, busy, listQuery };
}

/** The bar above a question: back to the list, and previous / position / next when the list is known. */
export function ListNavBar({
  listHref,
  state,
  testPrefix = 'question',
}: {
  listHref: string;
  state: ReturnType<typeof useListNav>;
  testPrefix?: string;
}) {
  const { t } = useTranslation('questions');
  const lang = useLang();
  const { nav, step, busy } = state;
  return (
    <nav
      aria-label={t('view.navigation')}
      className="mb-4 flex flex-wrap items-center gap-2 rounded-lg border border-line bg-panel px-3 py-2"
    >
      <Link
        to={listHref}
        className="text-sm text-primary-700 hover:underline dark:text-primary-300"
        data-testid={`${testPrefix}-back`}
      >
        {t('view.backToList')}
      </Link>
      {nav && (
        <div className="ms-auto flex items-center gap-2">
          <Button
            variant="ghost"
            className="px-3 py-1"
            disabled={!nav.hasPrev || busy}
            onClick={() => void step(-1)}
            data-testid={`${testPrefix}-prev`}
          >
            <span aria-hidden="true" className="rtl:rotate-180">
              ‹
            </span>{' '}
            {t('view.previous')}
          </Button>
          <span className="text-sm text-muted" data-testid={`${testPrefix}-position`}>
            {t('view.position', {
              n: formatNumber(nav.index + 1, lang),
              total: formatNumber(nav.total, lang),
            })}
          </span>
          <Button
            variant="ghost"
            className="px-3 py-1"
            disabled={!nav.hasNext || busy}
            onClick={() => void step(1)}
            data-testid={`${testPrefix}-next`}
          >
            {t('view.next')}{' '}
            <span aria-hidden="true" className="rtl:rotate-180">
              ›
            </span>
          </Button>
        </div>
      )}
    </nav>
  );
}
