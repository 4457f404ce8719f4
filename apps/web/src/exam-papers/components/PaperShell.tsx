import { pick } from '@mizan/domain/i18n';
import type { ExamView } from '@mizan/domain/exam-generation';
import type { RouteName } from '@mizan/domain/access';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, NavLink, useParams } from 'react-router';
import { PageHeader } from '../../app/PageHeader';
import { useLang } from '../../app/useLang';
import { CourseHeaderBar } from '../../course-scope/CourseHeaderBar';
import { parseId } from '../../course-scope/paths';
import { RequireRight } from '../../course-scope/RequireRight';
import { useCourseInfo } from '../../course-scope/useCourseInfo';
import { examQuery } from '../../exam-generation/exam.api';
import { examPaths } from '../../exam-generation/paths';
import { type PaperScreen, paperPaths } from '../paths';

export interface PaperScreenProps {
  view: ExamView;
  courseId: number;
  examId: number;
  /** An electronic exam (20.3.): marked and resulted here, never printed or scanned. */
  electronic: boolean;
}

const TABS: { screen: PaperScreen; paper: boolean }[] = [
  { screen: 'print', paper: true },
  { screen: 'scans', paper: true },
  { screen: 'review-queue', paper: true },
  { screen: 'marking', paper: false },
  { screen: 'results', paper: false },
];

/**
 * Every paper screen's frame: the course bar, the exam's name, and tabs from the exam's page through
 * print, scans, review, marking and results (an electronic exam shows marking and results only).
 */
function Shell({ screen, children }: { screen: PaperScreen; children: (p: PaperScreenProps) => ReactNode }) {
  const { t } = useTranslation('exam-papers');
  const lang = useLang();
  const params = useParams();
  const courseId = parseId(params.courseId);
  const examId = parseId(params.examId);
  const course = useCourseInfo('165.7.1.', courseId);
  const view = useQuery({ ...examQuery(examId ?? 0), enabled: !!examId }).data;
  if (!courseId || !examId) return <Navigate to="/notFound" replace />;
  if (view && view.exam.courseId !== courseId) return <Navigate to="/notFound" replace />;
  const electronic = view?.exam.deliveryMode === '20.3.';
  const tab = 'rounded-t-md border-b-2 px-3 py-2 text-sm';
  return (
    <>
      <CourseHeaderBar appId="165.7.1." course={course} />
      <PageHeader title={t(`${screen}.title`)} />
      {view && (
        // The exam's and course's names are user content, in their own language and direction.
        <p className="-mt-5 mb-5 text-sm text-muted" data-testid="paper-exam-name">
          <bdi dir="auto" data-user-content="">
            {view.exam.name}
          </bdi>
          {course && (
            <>
              {' — '}
              <bdi dir="auto" data-user-content="">
                {pick(course.courseName, lang)}
              </bdi>
            </>
          )}
        </p>
      )}
      <nav
        aria-label={t('tabs.label')}
        className="mb-4 flex flex-wrap gap-1 border-b border-line"
        data-testid="paper-tabs"
      >
        <NavLink
          to={examPaths.details(courseId, examId)}
          end
          className={`${tab} border-transparent text-muted hover:text-ink`}
        >
          {t('tabs.exam')}
        </NavLink>
        {TABS.filter((x) => !electronic || !x.paper).map((x) => (
          <NavLink
            key={x.screen}
            to={paperPaths.screen(courseId, examId, x.screen)}
            data-testid={`paper-tab-${x.screen}`}
            className={({ isActive }) =>
              `${tab} ${isActive ? 'border-primary-600 font-semibold text-ink' : 'border-transparent text-muted hover:text-ink'}`
            }
          >
            {t(`tabs.${x.screen}`)}
          </NavLink>
        ))}
      </nav>
      {view &&
        (electronic && TABS.find((x) => x.screen === screen)?.paper ? (
          <p className="text-sm text-muted" data-testid="paper-not-paper">
            {t('tabs.notPaper')}
          </p>
        ) : (
          children({ view, courseId, examId, electronic })
        ))}
    </>
  );
}

const ROUTES: Record<PaperScreen, RouteName> = {
  print: 'exam-print',
  scans: 'exam-scans',
  'review-queue': 'exam-review-queue',
  marking: 'exam-marking',
  results: 'exam-results',
};

export function PaperShell(props: { screen: PaperScreen; children: (p: PaperScreenProps) => ReactNode }) {
  return (
    <RequireRight route={ROUTES[props.screen]}>
      <Shell {...props} />
    </RequireRight>
  );
}
