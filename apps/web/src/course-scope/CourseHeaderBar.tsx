import { pick } from '@mizan/domain/i18n';
import type { CourseInfo } from '@mizan/domain/courses';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useLang } from '../app/useLang';
import { courseAtom } from '../state/courseAtom';
import { filtersAtom } from '../state/filtersAtom';
import { type CourseAppId, listPath } from './paths';
import '../i18n/texts/courses';

interface Props {
  appId: CourseAppId;
  course: CourseInfo | null;
}

/**
 * SPEC 2: the course header bar shows the scope and the course; clicking it returns to the list
 * with the saved filters. Screens with unsaved changes ask first through useLeaveGuard.
 */
export function CourseHeaderBar({ appId, course }: Props) {
  const { t } = useTranslation('courses');
  const lang = useLang();
  const navigate = useNavigate();
  const selected = useAtomValue(courseAtom);
  const filters = useAtomValue(filtersAtom);
  const back = () => navigate(listPath(appId, filters[appId]));
  const name = pick(course?.courseName ?? selected?.courseName, lang);

  return (
    <button
      type="button"
      data-testid="course-header"
      onClick={back}
      title={t('header.backToList')}
      className="mb-4 flex w-full flex-wrap items-center gap-x-3 gap-y-1 rounded-lg border border-line bg-panel px-4 py-2 text-start text-sm hover:bg-surface"
    >
      <span aria-hidden="true" className="text-primary-700 dark:text-primary-300">
        ‹
      </span>
      {course && (
        <span className="text-muted">
          {t('header.scope')}{' '}
          <bdi data-user-content className="font-medium text-ink">
            {pick(course.ScopeName, lang)}
          </bdi>
        </span>
      )}
      <span className="text-muted">
        {t('header.course')}{' '}
        <bdi data-user-content className="font-semibold text-ink">
          {name}
        </bdi>
      </span>
      <span className="ms-auto text-xs text-primary-700 dark:text-primary-300">{t('header.backToList')}</span>
    </button>
  );
}
