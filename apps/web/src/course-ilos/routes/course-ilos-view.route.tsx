import { hasRight, Right } from '@mizan/domain/access';
import { type LanguageCode, LANGUAGES } from '@mizan/domain/codes';
import { COURSE_ILO_MESSAGES } from '@mizan/domain/course-ilos';
import { pick } from '@mizan/domain/i18n';
import { LIMITS } from '@mizan/domain/limits';
import { Alert, Button, ConfirmDialog, Spinner } from '@mizan/ui';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useAtomValue, useSetAtom } from 'jotai';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useParams } from 'react-router';
import { PageHeader } from '../../app/PageHeader';
import { useLang } from '../../app/useLang';
import { CourseHeaderBar } from '../../course-scope/CourseHeaderBar';
import { formatNumber } from '@mizan/domain/i18n';
import { IloTreeView } from '../../course-scope/IloTreeView';
import { courseIlosTree } from '../../course-scope/ilo-tree';
import { parseId } from '../../course-scope/paths';
import { RequireRight } from '../../course-scope/RequireRight';
import { authAtom } from '../../state/authAtom';
import { courseAtom } from '../../state/courseAtom';
import { showToast } from '../../state/store';
import { courseIlosViewQuery, deleteIlo, ilosLangQuery, resetIlos } from '../course-ilos.api';
import { ImportIlosDialog } from '../components/ImportIlosDialog';
import '../../i18n/texts/course-ilos';

function CourseIlos({ courseId }: { courseId: number }) {
  const { t } = useTranslation('course-ilos');
  const lang = useLang();
  const auth = useAtomValue(authAtom);
  const select = useSetAtom(courseAtom);
  const queryClient = useQueryClient();
  const data = useQuery(courseIlosViewQuery(courseId)).data ?? null;
  const langs = useQuery(ilosLangQuery(courseId)).data ?? null;
  const [importing, setImporting] = useState<LanguageCode | null>(null);
  const [deleting, setDeleting] = useState<{ id: number; label: string } | null>(null);
  const [resetting, setResetting] = useState(false);
  const [busy, setBusy] = useState(false);

  const load = () => {
    void queryClient.invalidateQueries({ queryKey: courseIlosViewQuery(courseId).queryKey });
    void queryClient.invalidateQueries({ queryKey: ilosLangQuery(courseId).queryKey });
  };

  useEffect(() => {
    if (data) select({ courseId: data.course.courseId, courseName: data.course.courseName });
  }, [data, select]);

  const can = (r: (typeof Right)[keyof typeof Right]) => !!auth && hasRight(auth.apps, '165.1.3.', r);
  // Stable between renders: the import dialog fills its rows from it when it opens.
  const tree = useMemo(() => (data ? courseIlosTree(data.courseIlos) : []), [data]);
  const count = langs?.iloCount ?? 0;

  const confirmDelete = async () => {
    if (!deleting) return;
    setBusy(true);
    try {
      const r = await deleteIlo(courseId, deleting.id);
      showToast(pick(r.message, lang), 'success');
      load();
    } catch {
      // 'Cannot delete due to related topics' and the last-ILO rule arrive as the server's toast.
    }
    setBusy(false);
    setDeleting(null);
  };

  const confirmReset = async () => {
    setBusy(true);
    try {
      const r = await resetIlos(courseId);
      showToast(pick(r.message, lang), 'success');
      load();
    } catch {
      // 'Cannot reset due to related subjects' arrives as the server's toast.
    }
    setBusy(false);
    setResetting(false);
  };

  return (
    <>
      <CourseHeaderBar appId="165.1.3." course={data?.course ?? null} />
      <PageHeader
        title={t('view.title')}
        subtitle={data ? pick(data.course.courseName, lang) : undefined}
        actions={
          can(Right.delete) &&
          count > 0 && (
            <Button variant="danger" onClick={() => setResetting(true)} data-testid="ilo-reset">
              {t('view.reset')}
            </Button>
          )
        }
      />
      {!data || !langs ? (
        <Spinner label={t('common:loading')} />
      ) : (
        <div className="grid gap-4 lg:grid-cols-[1fr_2fr]">
          <section
            className="flex flex-col gap-3 rounded-lg border border-line bg-panel p-4"
            data-testid="ilo-languages"
          >
            <h2 className="font-semibold">{t('view.languages')}</h2>
            <p className="text-sm text-muted">
              {t('view.mode')} {langs.flexibleILOs ? t('view.flexible') : t('view.fixed')}
            </p>
            <p className="text-sm" data-testid="ilo-count">
              {t('view.count', {
                count: formatNumber(count, lang),
                min: formatNumber(LIMITS.courseIlosMin, lang),
                max: formatNumber(LIMITS.courseIlosMax, lang),
              })}
            </p>
            <ul className="flex flex-col gap-2">
              {langs.languages.map((l) => (
                <li
                  key={l.langId}
                  className="flex items-center gap-2 rounded-md border border-line px-3 py-2"
                >
                  <span className="flex-1">
                    <span className="font-medium">{pick(l.name, lang)}</span>
                    <span className={`ms-2 text-xs ${l.imported ? 'text-success-600' : 'text-muted'}`}>
                      {l.imported ? t('view.imported') : t('view.notImported')}
                    </span>
                  </span>
                  {can(Right.add) && (
                    <Button
                      variant="secondary"
                      className="px-3 py-1"
                      onClick={() => setImporting(l.langId)}
                      data-testid={`ilo-import-${LANGUAGES[l.langId].lang}`}
                    >
                      {t('view.import')}
                    </Button>
                  )}
                </li>
              ))}
            </ul>
            {langs.hasLinkedSubjects && (
              <Alert kind="info" data-testid="ilo-linked">
                {t('view.linkedHint')}
              </Alert>
            )}
          </section>
          <section className="rounded-lg border border-line bg-panel p-4" data-testid="ilo-tree">
            <h2 className="mb-3 font-semibold">{t('view.tree')}</h2>
            {tree.length ? (
              <IloTreeView
                tree={tree}
                onDelete={can(Right.delete) ? (id, label) => setDeleting({ id, label }) : undefined}
              />
            ) : (
              <p className="text-sm text-muted" data-testid="ilo-none">
                {pick(COURSE_ILO_MESSAGES.noIlos, lang)}
              </p>
            )}
          </section>
        </div>
      )}
      {importing && data && langs && (
        <ImportIlosDialog
          open
          courseId={courseId}
          language={importing}
          flexible={langs.flexibleILOs}
          current={tree}
          onClose={() => setImporting(null)}
          onImported={load}
        />
      )}
      <ConfirmDialog
        open={!!deleting}
        title={t('view.deleteTitle')}
        message={`${pick(COURSE_ILO_MESSAGES.deleteIloWarning, lang)}: ${deleting?.label ?? ''}`}
        confirmLabel={t('view.delete')}
        cancelLabel={t('common:cancel')}
        danger
        busy={busy}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setDeleting(null)}
        data-testid="ilo-delete-confirm"
      />
      <ConfirmDialog
        open={resetting}
        title={t('view.resetTitle')}
        message={pick(COURSE_ILO_MESSAGES.resetWarning, lang)}
        confirmLabel={t('view.reset')}
        cancelLabel={t('common:cancel')}
        danger
        busy={busy}
        onConfirm={() => void confirmReset()}
        onCancel={() => setResetting(false)}
        data-testid="ilo-reset-confirm"
      />
    </>
  );
}

export function Component() {
  const courseId = parseId(useParams().courseId);
  if (!courseId) return <Navigate to="/notFound" replace />;
  return (
    <RequireRight route="course-ilos-view">
      <CourseIlos key={courseId} courseId={courseId} />
    </RequireRight>
  );
}
