import { Right } from '@mizan/domain/access';
import { COURSE_MESSAGES } from '@mizan/domain/courses';
import type { SubjectItem } from '@mizan/domain/subjects';
import { pick } from '@mizan/domain/i18n';
import { Alert, Button, ConfirmDialog, ExpandPanel, Spinner, TextField } from '@mizan/ui';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useLocation, useNavigate, useParams } from 'react-router';
import { PageHeader } from '../../app/PageHeader';
import { useLang } from '../../app/useLang';
import { CourseHeaderBar } from '../../course-scope/CourseHeaderBar';
import { errorText } from '../../course-scope/errors';
import { formatNumber } from '@mizan/domain/i18n';
import { IloTreeView } from '../../course-scope/IloTreeView';
import { listPath, parseId } from '../../course-scope/paths';
import { RequireRight } from '../../course-scope/RequireRight';
import { useCourseInfo } from '../../course-scope/useCourseInfo';
import { filtersAtom } from '../../state/filtersAtom';
import { deleteSubject, subjectsQuery } from '../subjects.api';
import '../../i18n/texts/subjects';

const PANEL_PREFIX = 'subject-';
const SCROLL_DELAY_MS = 300;
const ANIMATION_MS = 300;

const linkButton =
  'inline-flex items-center justify-center gap-2 rounded-md px-4 py-2 text-sm font-medium transition-colors';

/** Scrolls the window so the element is at the top, animated over `ms` (SPEC 2: 300 ms). */
function scrollToElement(el: HTMLElement, ms: number) {
  const start = window.scrollY;
  const end = start + el.getBoundingClientRect().top - 16;
  const t0 = performance.now();
  const step = (now: number) => {
    const p = Math.min(1, (now - t0) / ms);
    const eased = p < 0.5 ? 2 * p * p : 1 - (-2 * p + 2) ** 2 / 2;
    window.scrollTo(0, start + (end - start) * eased);
    if (p < 1) requestAnimationFrame(step);
  };
  requestAnimationFrame(step);
}

function SubjectList() {
  const { t } = useTranslation('subjects');
  const lang = useLang();
  const navigate = useNavigate();
  const location = useLocation();
  const courseId = parseId(useParams().courseId);
  const course = useCourseInfo('165.1.2.', courseId);
  const filters = useAtomValue(filtersAtom);
  const queryClient = useQueryClient();
  const list = useQuery({ ...subjectsQuery(courseId ?? 0), enabled: !!courseId });
  const data = list.data ?? null;
  const failure = list.error;
  const [query, setQuery] = useState('');
  const [asking, setAsking] = useState<SubjectItem | null>(null);
  const [deleting, setDeleting] = useState(false);

  const openId = location.hash.startsWith(`#${PANEL_PREFIX}`)
    ? Number(location.hash.slice(PANEL_PREFIX.length + 1))
    : null;

  // SPEC 2: the opened panel is scrolled into view after 300 ms, with a 300 ms animation.
  useEffect(() => {
    if (!openId || !data) return;
    const timer = window.setTimeout(() => {
      const el = document.getElementById(`${PANEL_PREFIX}${openId}`);
      if (el) scrollToElement(el, ANIMATION_MS);
    }, SCROLL_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [openId, data]);

  if (!courseId) return <Navigate to="/notFound" replace />;

  const toggle = (id: number, open: boolean) =>
    navigate({ hash: open ? `${PANEL_PREFIX}${id}` : '' }, { replace: true, preventScrollReset: true });

  const remove = async (s: SubjectItem) => {
    setDeleting(true);
    try {
      await deleteSubject(s.subjectId, courseId);
      // SPEC 4: after deleting, the page reloads.
      navigate({ hash: '' }, { replace: true });
      void queryClient.invalidateQueries({ queryKey: subjectsQuery(courseId).queryKey });
    } catch {
      // SPEC 8: the wrapper's toast (5 s); the dialog closes.
    }
    setDeleting(false);
    setAsking(null);
  };

  const rights = data?.rights ?? [];
  const needle = query.trim().toLocaleLowerCase();
  const shown = (data?.subjects ?? []).filter(
    (s) => !needle || s.subjectName.toLocaleLowerCase().includes(needle),
  );

  return (
    <>
      <CourseHeaderBar appId="165.1.2." course={course} />
      <PageHeader
        title={t('list.title')}
        subtitle={course ? pick(course.courseName, lang) : undefined}
        actions={
          <>
            {rights.includes(Right.add) && (
              <Link
                to={`/subject/${courseId}/add`}
                data-testid="subject-add"
                className={`${linkButton} bg-primary-600 text-white hover:bg-primary-700`}
              >
                {t('list.add')}
              </Link>
            )}
            <Button
              variant="secondary"
              onClick={() => navigate(listPath('165.1.2.', filters['165.1.2.']))}
              data-testid="subject-back"
            >
              {t('list.back')}
            </Button>
          </>
        }
      />
      <div className="mb-4 max-w-md">
        <TextField
          label={t('list.search')}
          type="search"
          value={query}
          onChange={(e) => setQuery(e.target.value)}
          data-testid="subject-search"
        />
      </div>
      {failure != null ? (
        <Alert kind="error" data-testid="subject-list-error">
          {errorText(failure, lang)}
        </Alert>
      ) : !data ? (
        <Spinner label={t('common:loading')} />
      ) : shown.length === 0 ? (
        <p
          className="rounded-lg border border-dashed border-line bg-panel p-8 text-center text-muted"
          data-testid="subject-empty"
        >
          {pick(COURSE_MESSAGES.noSubjects, lang)}
        </p>
      ) : (
        <div className="flex flex-col gap-3">
          {shown.map((s) => (
            <ExpandPanel
              key={s.subjectId}
              id={`${PANEL_PREFIX}${s.subjectId}`}
              data-testid={`subject-panel-${s.subjectId}`}
              open={openId === s.subjectId}
              onToggle={(o) => toggle(s.subjectId, o)}
              durationMs={ANIMATION_MS}
              header={
                <span className="flex flex-wrap items-center gap-x-4 gap-y-1">
                  <bdi className="font-semibold" data-user-content="">
                    {s.subjectName}
                  </bdi>
                  <span className="text-xs text-muted">
                    {t('list.active')}{' '}
                    <span className={s.active ? 'text-success-600' : 'text-danger-600 dark:text-danger-500'}>
                      {s.active ? t('list.yes') : t('list.no')}
                    </span>
                  </span>
                  <span className="text-xs text-muted">
                    {t('list.lectures')} {s.lectureCount === null ? '—' : formatNumber(s.lectureCount, lang)}
                  </span>
                </span>
              }
            >
              {s.ilos.length ? (
                <IloTreeView tree={s.ilos} testIdPrefix={`subject-${s.subjectId}-ilo`} />
              ) : (
                <p className="text-sm text-muted">{t('list.noIlos')}</p>
              )}
              {(rights.includes(Right.edit) || rights.includes(Right.delete)) && (
                <div className="mt-4 flex flex-wrap justify-end gap-2">
                  {rights.includes(Right.edit) && (
                    <Link
                      to={`/subject/${courseId}/edit/${s.subjectId}`}
                      data-testid={`subject-edit-${s.subjectId}`}
                      className={`${linkButton} border border-line bg-panel hover:bg-surface`}
                    >
                      {t('list.edit')}
                    </Link>
                  )}
                  {rights.includes(Right.delete) && (
                    <Button
                      variant="danger"
                      onClick={() => setAsking(s)}
                      data-testid={`subject-delete-${s.subjectId}`}
                    >
                      {t('list.delete')}
                    </Button>
                  )}
                </div>
              )}
            </ExpandPanel>
          ))}
        </div>
      )}
      <ConfirmDialog
        open={!!asking}
        title={t('list.deleteTitle')}
        message={t('list.deleteBody', { name: asking?.subjectName ?? '' })}
        confirmLabel={t('list.delete')}
        cancelLabel={t('common:cancel')}
        danger
        busy={deleting}
        onConfirm={() => asking && void remove(asking)}
        onCancel={() => setAsking(null)}
        data-testid="subject-delete-confirm"
      />
    </>
  );
}

export function Component() {
  return (
    <RequireRight route="subject-list">
      <SubjectList />
    </RequireRight>
  );
}
