import { Right } from '@mizan/domain/access';
import type { CourseListRow } from '@mizan/domain/courses';
import { pick } from '@mizan/domain/i18n';
import { Button, type Column } from '@mizan/ui';
import { useAtomValue } from 'jotai';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLang } from '../../app/useLang';
import { useSisConfigured } from '../../app/useSisConfigured';
import { authAtom } from '../../state/authAtom';
import { scopeAtom } from '../../state/scopeAtom';
import { showToast } from '../../state/store';
import { CourseListScreen } from '../../course-scope/CourseListScreen';
import { errorText } from '../../course-scope/errors';
import { RequireRight } from '../../course-scope/RequireRight';
import { ActivationSwitch } from '../components/ActivationSwitch';
import { serviceImport } from '../activation.api';
import '../../i18n/texts/courses';

// The Excel dialog (and the form schemas it brings) loads on first open.
const ExcelImportDialog = lazy(() =>
  import('../components/ExcelImportDialog').then((m) => ({ default: m.ExcelImportDialog })),
);

const linkButton =
  'inline-flex items-center justify-center gap-2 rounded-md px-4 py-2 text-sm font-medium transition-colors';

function CourseList() {
  const { t } = useTranslation('courses');
  const lang = useLang();
  const auth = useAtomValue(authAtom);
  const scope = useAtomValue(scopeAtom);
  const sis = useSisConfigured();
  const [excelOpen, setExcelOpen] = useState(false);
  const [syncing, setSyncing] = useState(false);
  const [reloadList, setReloadList] = useState<() => void>(() => () => undefined);

  const sync = async (reload: () => void) => {
    setSyncing(true);
    try {
      const r = await serviceImport(scope?.selectedScopeId);
      showToast(pick(r.message, lang), 'success');
      reload();
    } catch (e) {
      // Refusals (no sync right, a user added from outside the system) come with their own text.
      showToast(errorText(e, lang));
    }
    setSyncing(false);
  };

  const activeColumn = (
    reload: (patch?: (rows: CourseListRow[]) => CourseListRow[]) => void,
  ): Column<CourseListRow> => ({
    key: 'active',
    header: t('list.active'),
    sortable: true,
    className: 'w-24',
    cell: (row) =>
      row.isEditable ? (
        <ActivationSwitch
          row={row}
          onChanged={(active) =>
            reload((rows) => rows.map((r) => (r.courseId === row.courseId ? { ...r, active } : r)))
          }
        />
      ) : (
        <span className="text-xs text-muted">{row.active ? t('list.yes') : t('list.no')}</span>
      ),
  });

  return (
    <>
      <CourseListScreen
        appId="165.1.1."
        extraColumn={activeColumn}
        actions={(rights, reload) => (
          <>
            {rights.includes(Right.add) && (
              <Link
                to="/courses/add"
                data-testid="course-add"
                className={`${linkButton} bg-primary-600 text-white hover:bg-primary-700`}
              >
                {t('actions.add')}
              </Link>
            )}
            {rights.includes(Right.importInstructors) && (
              <Link
                to="/courses/instructors"
                data-testid="course-import-instructors"
                className={`${linkButton} border border-line bg-panel text-ink hover:bg-surface`}
              >
                {t('actions.importInstructors')}
              </Link>
            )}
            {rights.includes(Right.add) && (
              <Button
                variant="secondary"
                onClick={() => {
                  setReloadList(() => reload);
                  setExcelOpen(true);
                }}
                data-testid="course-import-excel"
              >
                {t('actions.importExcel')}
              </Button>
            )}
            {/* Without a student-information system the import could only fail: not offered. */}
            {rights.includes(Right.add) && auth?.canSyncCourses && sis && (
              <Button
                variant="secondary"
                busy={syncing}
                onClick={() => void sync(reload)}
                data-testid="course-import-sis"
              >
                {t('actions.importSis')}
              </Button>
            )}
          </>
        )}
      />
      {excelOpen && (
        <Suspense fallback={null}>
          <ExcelImportDialog open onClose={() => setExcelOpen(false)} onImported={() => reloadList()} />
        </Suspense>
      )}
    </>
  );
}

export function Component() {
  return (
    <RequireRight route="course-list">
      <CourseList />
    </RequireRight>
  );
}
