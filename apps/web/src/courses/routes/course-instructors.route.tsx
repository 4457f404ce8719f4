import { APPS, type AppId, RIGHTS } from '@mizan/domain/access';
import { COURSE_MESSAGES } from '@mizan/domain/courses';
import { pick } from '@mizan/domain/i18n';
import { Alert, Button, Spinner } from '@mizan/ui';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { PageHeader } from '../../app/PageHeader';
import { useLang } from '../../app/useLang';
import { useSisConfigured } from '../../app/useSisConfigured';
import { filtersAtom } from '../../state/filtersAtom';
import { scopeAtom } from '../../state/scopeAtom';
import { showToast } from '../../state/store';
import { errorText } from '../../course-scope/errors';
import { listPath } from '../../course-scope/paths';
import { RequireRight } from '../../course-scope/RequireRight';
import { importInstructors, importRoleQuery } from '../courses.api';
import '../../i18n/texts/courses';

/**
 * Import instructors (9.12.) of the selected scope: they receive the rights of the faculty's master
 * role, shown first; with no master role the import is refused with the server's text (SPEC 6).
 */
function Instructors() {
  const { t } = useTranslation('courses');
  const lang = useLang();
  const navigate = useNavigate();
  const scope = useAtomValue(scopeAtom);
  const filters = useAtomValue(filtersAtom);
  const scopeId = scope?.selectedScopeId;
  const sis = useSisConfigured();
  const roleQuery = useQuery({ ...importRoleQuery(scopeId ?? 0), enabled: !!scopeId });
  const role = roleQuery.data ?? null;
  const importing = useMutation({
    mutationFn: importInstructors,
    onSuccess: (r) => showToast(pick(r.message, lang), 'success'),
  });
  const failure = importing.error ?? roleQuery.error;
  const result = importing.data ? pick(importing.data.message, lang) : null;

  return (
    <>
      <PageHeader title={t('instructors.title')} subtitle={scope ? pick(scope.name, lang) : undefined} />
      <div
        className="flex max-w-3xl flex-col gap-4 rounded-lg border border-line bg-panel p-5"
        data-testid="instructors"
      >
        <p className="text-sm text-muted">{t('instructors.body')}</p>
        {failure != null && (
          <Alert kind="warning" data-testid="instructors-error">
            {errorText(failure, lang)}
          </Alert>
        )}
        {!role && failure == null && <Spinner label={t('common:loading')} />}
        {sis === false && (
          <Alert kind="warning" data-testid="instructors-no-sis">
            {pick(COURSE_MESSAGES.sisNotConfigured, lang)}
          </Alert>
        )}
        {role && !role.role && role.message && (
          <Alert kind="warning" data-testid="instructors-no-role">
            {pick(role.message, lang)}
          </Alert>
        )}
        {role?.role && (
          <section data-testid="instructors-role">
            <h2 className="font-semibold">
              {t('instructors.role')} {pick(role.role.name, lang)}
            </h2>
            <p className="text-sm text-muted">{pick(role.role.scopeName, lang)}</p>
            <ul className="mt-2 flex flex-col gap-1 text-sm">
              {role.role.rights.map((a) => (
                <li key={a.appId}>
                  <span className="font-medium">{APPS[a.appId as AppId]?.[lang] ?? a.appId}</span>
                  {': '}
                  {a.rights.map((r) => RIGHTS[r]?.[lang] ?? r).join(t('instructors.separator'))}
                </li>
              ))}
            </ul>
          </section>
        )}
        {result && (
          <Alert kind="info" data-testid="instructors-result">
            {result}
          </Alert>
        )}
        <div className="flex flex-wrap justify-end gap-2">
          <Button variant="secondary" onClick={() => navigate(listPath('165.1.1.', filters['165.1.1.']))}>
            {t('actions.back')}
          </Button>
          <Button
            onClick={() => scopeId && importing.mutate(scopeId)}
            busy={importing.isPending}
            disabled={!role?.role || !sis}
            data-testid="instructors-import"
          >
            {t('instructors.import')}
          </Button>
        </div>
      </div>
    </>
  );
}

export function Component() {
  return (
    <RequireRight route="course-instructors">
      <Instructors />
    </RequireRight>
  );
}
