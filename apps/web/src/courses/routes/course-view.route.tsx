import { hasRight, Right } from '@mizan/domain/access';
import { pick } from '@mizan/domain/i18n';
import { Button, ConfirmDialog, Spinner } from '@mizan/ui';
import { useQuery } from '@tanstack/react-query';
import { useAtomValue, useSetAtom } from 'jotai';
import { RESET } from 'jotai/utils';
import { type ReactNode, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useNavigate, useParams } from 'react-router';
import { PageHeader } from '../../app/PageHeader';
import { useLang } from '../../app/useLang';
import { authAtom } from '../../state/authAtom';
import { courseAtom } from '../../state/courseAtom';
import { filtersAtom } from '../../state/filtersAtom';
import { showToast } from '../../state/store';
import { CourseHeaderBar } from '../../course-scope/CourseHeaderBar';
import { IloTreeView } from '../../course-scope/IloTreeView';
import { courseIlosTree } from '../../course-scope/ilo-tree';
import { listPath, parseId } from '../../course-scope/paths';
import { RequireRight } from '../../course-scope/RequireRight';
import { courseInfoQuery } from '../../course-scope/course-list.api';
import { deleteCourse } from '../courses.api';
import '../../i18n/texts/courses';

const linkButton =
  'inline-flex items-center justify-center gap-2 rounded-md px-4 py-2 text-sm font-medium transition-colors';

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-0.5">
      <dt className="text-xs text-muted">{label}</dt>
      <dd className="font-medium">{children || '—'}</dd>
    </div>
  );
}

function CourseView() {
  const { t } = useTranslation('courses');
  const lang = useLang();
  const navigate = useNavigate();
  const courseId = parseId(useParams().courseId);
  const auth = useAtomValue(authAtom);
  const filters = useAtomValue(filtersAtom);
  const select = useSetAtom(courseAtom);
  const data = useQuery({ ...courseInfoQuery('165.1.1.', courseId ?? 0, false), enabled: !!courseId }).data;
  const [asking, setAsking] = useState(false);
  const [deleting, setDeleting] = useState(false);

  useEffect(() => {
    if (data) select({ courseId: data.course.courseId, courseName: data.course.courseName });
  }, [data, select]);

  if (!courseId) return <Navigate to="/notFound" replace />;
  const course = data?.course ?? null;
  const can = (r: (typeof Right)[keyof typeof Right]) => !!auth && hasRight(auth.apps, '165.1.1.', r);

  const remove = async () => {
    setDeleting(true);
    try {
      const r = await deleteCourse(courseId);
      showToast(pick(r.message, lang), 'success');
      select(RESET);
      navigate(listPath('165.1.1.', filters['165.1.1.']));
    } catch {
      // 'Cannot delete the course' arrives as the server's toast.
      setDeleting(false);
      setAsking(false);
    }
  };

  const tree = data ? courseIlosTree(data.courseIlos) : [];

  return (
    <>
      <CourseHeaderBar appId="165.1.1." course={course} />
      <PageHeader
        title={course ? pick(course.courseName, lang) : t('view.title')}
        subtitle={t('view.title')}
        actions={
          course && (
            <>
              {can(Right.edit) && course.isEditable && (
                <Link
                  to={`/courses/${courseId}/edit`}
                  data-testid="course-edit"
                  className={`${linkButton} bg-primary-600 text-white hover:bg-primary-700`}
                >
                  {t('actions.edit')}
                </Link>
              )}
              {auth && hasRight(auth.apps, '165.1.2.', Right.view) && (
                <Link
                  to={`/subject/${courseId}`}
                  className={`${linkButton} border border-line bg-panel hover:bg-surface`}
                  data-testid="course-subjects-link"
                >
                  {t('view.subjects')}
                </Link>
              )}
              {auth && hasRight(auth.apps, '165.1.3.', Right.view) && (
                <Link
                  to={`/course-ilos/${courseId}/course-ilos`}
                  className={`${linkButton} border border-line bg-panel hover:bg-surface`}
                  data-testid="course-ilos-link"
                >
                  {t('view.ilos')}
                </Link>
              )}
              {can(Right.delete) && (
                <Button variant="danger" onClick={() => setAsking(true)} data-testid="course-delete">
                  {t('actions.delete')}
                </Button>
              )}
            </>
          )
        }
      />
      {!course ? (
        <Spinner label={t('common:loading')} />
      ) : (
        <div className="grid gap-4 lg:grid-cols-[2fr_3fr]">
          <section className="rounded-lg border border-line bg-panel p-4" data-testid="course-info">
            <dl className="grid gap-3 sm:grid-cols-2">
              <Row label={t('form.nameAr')}>
                <span lang="ar">{course.courseName.ar}</span>
              </Row>
              <Row label={t('form.nameEn')}>
                <span lang="en" dir="ltr">
                  {course.courseName.en}
                </span>
              </Row>
              <Row label={t('list.courseType')}>{pick(course.baName, lang)}</Row>
              <Row label={t('list.studyPlan')}>
                <bdi data-user-content="">{pick(course.studyPlanName, lang)}</bdi>
              </Row>
              <Row label={t('form.courseCode')}>
                <span dir="ltr">{course.courseCode}</span>
              </Row>
              <Row label={t('list.externalId')}>
                <span dir="ltr">{course.IHId}</span>
              </Row>
              <Row label={t('form.scope')}>{pick(course.ScopeName, lang)}</Row>
              <Row label={t('list.active')}>{course.active ? t('list.yes') : t('list.no')}</Row>
              <Row label={t('form.iloMode')}>
                {course.flexibleIlos ? t('form.iloFlexible') : t('form.iloFixed')}
              </Row>
            </dl>
          </section>
          <section className="rounded-lg border border-line bg-panel p-4" data-testid="course-ilos">
            <h2 className="mb-3 font-semibold">{t('view.ilos')}</h2>
            {tree.length ? (
              <IloTreeView tree={tree} />
            ) : (
              <p className="text-sm text-muted">{t('ilos.none')}</p>
            )}
          </section>
        </div>
      )}
      <ConfirmDialog
        open={asking}
        title={t('view.deleteTitle')}
        message={t('view.deleteBody', { name: course ? pick(course.courseName, lang) : '' })}
        confirmLabel={t('actions.delete')}
        cancelLabel={t('common:cancel')}
        danger
        busy={deleting}
        onConfirm={() => void remove()}
        onCancel={() => setAsking(false)}
        data-testid="course-delete-confirm"
      />
    </>
  );
}

export function Component() {
  return (
    <RequireRight route="course-view">
      <CourseView />
    </RequireRight>
  );
}
