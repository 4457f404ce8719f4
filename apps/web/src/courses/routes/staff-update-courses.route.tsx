import { COURSE_MESSAGES, type StaffCoursesResponse } from '@mizan/domain/courses';
import { pick } from '@mizan/domain/i18n';
import { MESSAGES } from '@mizan/domain/messages';
import { Alert, Button } from '@mizan/ui';
import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../app/PageHeader';
import { useLang } from '../../app/useLang';
import { useSisConfigured } from '../../app/useSisConfigured';
import { authAtom } from '../../state/authAtom';
import { errorText } from '../../course-scope/errors';
import { updateStaffCourses } from '../courses.api';
import '../../i18n/texts/courses';

/**
 * SPEC 2 staff/updateCourses: a staff member links themselves to the courses the student-information
 * system lists for them. Needs canSyncCourses; users added from outside the system are refused by the
 * server with its own text (SPEC 6).
 */
export function Component() {
  const { t } = useTranslation('courses');
  const lang = useLang();
  const auth = useAtomValue(authAtom);
  const sis = useSisConfigured();
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<StaffCoursesResponse | null>(null);
  const [failure, setFailure] = useState<unknown>(null);

  const run = async () => {
    setBusy(true);
    setFailure(null);
    try {
      setResult(await updateStaffCourses());
    } catch (e) {
      setFailure(e ?? new Error());
    }
    setBusy(false);
  };

  return (
    <>
      <PageHeader title={t('staffCourses.title')} />
      <div
        className="flex max-w-3xl flex-col gap-4 rounded-lg border border-line bg-panel p-5"
        data-testid="staff-courses"
      >
        <p className="text-sm text-muted">{t('staffCourses.body')}</p>
        {!auth?.canSyncCourses && <Alert kind="warning">{pick(MESSAGES.noRightSyncCourses, lang)}</Alert>}
        {auth?.canSyncCourses && sis === false && (
          <Alert kind="warning" data-testid="staff-courses-no-sis">
            {pick(COURSE_MESSAGES.sisNotConfigured, lang)}
          </Alert>
        )}
        {failure != null && (
          <Alert kind="warning" data-testid="staff-courses-error">
            {errorText(failure, lang)}
          </Alert>
        )}
        {result && (
          <section data-testid="staff-courses-result">
            <Alert kind="info">{pick(result.message, lang)}</Alert>
            {result.courses.length > 0 && (
              <>
                <h2 className="mt-3 font-semibold">{t('staffCourses.result')}</h2>
                <ul className="mt-1 list-inside list-disc text-sm">
                  {result.courses.map((c) => (
                    <li key={c.courseId}>{pick(c.courseName, lang)}</li>
                  ))}
                </ul>
              </>
            )}
          </section>
        )}
        <div className="flex justify-end">
          <Button
            onClick={() => void run()}
            busy={busy}
            disabled={!auth?.canSyncCourses || !sis}
            data-testid="staff-courses-update"
          >
            {t('staffCourses.update')}
          </Button>
        </div>
      </div>
    </>
  );
}
