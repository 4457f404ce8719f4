import { pick } from '@mizan/domain/i18n';
import { fill } from '@mizan/domain/i18n';
import { BYTES_PER_MB, LIMITS } from '@mizan/domain/limits';
import {
  IMPORT_KINDS,
  type ImportCommitResponse,
  type ImportKind,
  type ImportPreviewResponse,
  QUESTION_IMPORT_MESSAGES as M,
} from '@mizan/domain/question-import';
import type { SubjectItem } from '@mizan/domain/subjects';
import { Alert, Button, Checkbox, ConfirmDialog, ProgressBar } from '@mizan/ui';
import { useEffect, useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useParams } from 'react-router';
import { ApiError } from '../api/errors';
import { PageHeader } from '../app/PageHeader';
import { useLang } from '../app/useLang';
import { CourseHeaderBar } from '../course-scope/CourseHeaderBar';
import { errorText } from '../course-scope/errors';
import { formatNumber } from '@mizan/domain/i18n';
import { parseId } from '../course-scope/paths';
import { RequireRight } from '../course-scope/RequireRight';
import { useCourseInfo } from '../course-scope/useCourseInfo';
import { showToast } from '../state/store';
import { getActiveSubjects } from '../questions/form/form.api';
import { type Measures, MeasureFields } from '../questions/form/MeasureFields';
import { type Assignment, AssignmentFields, NO_ASSIGNMENT } from './Assignment';
import { commitImport, previewImport } from './import.api';
import { KindPicker } from './KindPicker';
import { PreviewItem } from './PreviewItem';
import { questionListPath } from '../course-scope/question-paths';

/** Questions rendered at a time; a large file shows more on request. */
const PAGE = 20;
type Show = 'all' | 'valid' | 'invalid';

/** A refused import, its messages placed where they belong: the shared fields, or question by question. */
interface CommitFailure {
  text: string;
  shared: Record<string, string>;
  byIndex: Map<number, Record<string, string>>;
}

const card = 'rounded-lg border border-line bg-panel p-4';

function QuestionImport({ courseId }: { courseId: number }) {
  const { t } = useTranslation('question-import');
  const lang = useLang();
  const course = useCourseInfo('165.2.1.', courseId);
  const inputId = useId();

  const [subjects, setSubjects] = useState<SubjectItem[]>([]);
  const [kind, setKind] = useState<ImportKind | null>(null);
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [preview, setPreview] = useState<ImportPreviewResponse | null>(null);
  const [selected, setSelected] = useState<Set<number>>(new Set());
  const [shared, setShared] = useState<Assignment>(NO_ASSIGNMENT);
  const [own, setOwn] = useState<Map<number, Assignment>>(new Map());
  const [measures, setMeasures] = useState<Measures>({ difficulty: null, expectedTime: null, degree: null });
  const [approved, setApproved] = useState(false);
  const [show, setShow] = useState<Show>('all');
  const [shown, setShown] = useState(PAGE);
  const [confirming, setConfirming] = useState(false);
  const [committing, setCommitting] = useState(false);
  const [failure, setFailure] = useState<CommitFailure | null>(null);
  const [result, setResult] = useState<ImportCommitResponse | null>(null);

  useEffect(() => {
    getActiveSubjects(courseId).then(
      (r) => setSubjects(r.subjects.filter((s) => s.active)),
      () => setSubjects([]),
    );
  }, [courseId]);

  const validIndexes = useMemo(
    () => preview?.questions.filter((q) => q.valid).map((q) => q.index) ?? [],
    [preview],
  );
  const listed = useMemo(
    () => preview?.questions.filter((q) => show === 'all' || (show === 'valid') === q.valid) ?? [],
    [preview, show],
  );

  const restart = () => {
    setFile(null);
    setFileError(null);
    setPreview(null);
    setSelected(new Set());
    setOwn(new Map());
    setShared(NO_ASSIGNMENT);
    setApproved(false);
    setFailure(null);
    setResult(null);
    setShow('all');
    setShown(PAGE);
  };

  /** SPEC 5 'Files': type and size are checked before anything is sent; the server checks again. */
  const choose = (f: File | null) => {
    setFileError(null);
    setPreview(null);
    setFile(null);
    if (!f || !kind) return;
    const extensions = IMPORT_KINDS[kind].extensions;
    const ext = f.name.toLowerCase().split('.').pop() ?? '';
    if (!(extensions as readonly string[]).includes(ext))
      return setFileError(pick(fill(M.fileType, { types: extensions.map((e) => `.${e}`).join(', ') }), lang));
    if (f.size >= LIMITS.questionImportMaxBytes)
      return setFileError(
        pick(fill(M.fileSize, { max: LIMITS.questionImportMaxBytes / BYTES_PER_MB }), lang),
      );
    setFile(f);
  };

  const upload = async () => {
    if (!kind) return;
    if (!file) return setFileError(pick(M.fileRequired, lang));
    setFileError(null);
    setFailure(null);
    setProgress(0);
    try {
      const p = await previewImport(courseId, kind, file, setProgress);
      setPreview(p);
      // Every valid question starts ticked; the teacher unticks what should stay out.
      setSelected(new Set(p.questions.filter((q) => q.valid).map((q) => q.index)));
      setOwn(new Map());
      setShown(PAGE);
      setShow('all');
    } catch (e) {
      // 413 size, 415 type, 422 unreadable or no valid questions: the server's words, by the file.
      setFileError(errorText(e, lang));
    }
    setProgress(null);
  };

  const toggle = (index: number, on: boolean) =>
    setSelected((s) => {
      const next = new Set(s);
      if (on) next.add(index);
      else next.delete(index);
      return next;
    });

  const setOwnOf = (index: number, value: Assignment | null) =>
    setOwn((m) => {
      const next = new Map(m);
      if (value) next.set(index, value);
      else next.delete(index);
      return next;
    });

  /** A category's matching subject becomes the own subject of that category's selected questions. */
  const applyCategory = (name: string, subjectId: number) => {
    if (!preview) return;
    setOwn((m) => {
      const next = new Map(m);
      for (const q of preview.questions)
        if (q.valid && q.category === name) next.set(q.index, { subjectId, ilos: [] });
      return next;
    });
  };

  const commit = async () => {
    if (!preview) return;
    const indexes = preview.questions.filter((q) => selected.has(q.index)).map((q) => q.index);
    setCommitting(true);
    setFailure(null);
    try {
      const r = await commitImport({
        courseId,
        importId: preview.importId,
        indexes: indexes.map((index) => {
          const mine = own.get(index);
          return mine ? { index, subjectId: mine.subjectId, ilos: mine.ilos } : index;
        }),
        subjectId: shared.subjectId,
        ilos: shared.ilos,
        ...measures,
        approved,
      });
      setResult(r);
      showToast(pick(r.message, lang), 'success');
    } catch (e) {
      setFailure(placeFailure(e, indexes, lang));
    }
    setCommitting(false);
    setConfirming(false);
  };

  const busy = progress !== null || committing;
  const count = selected.size;

  if (result && preview)
    return (
      <>
        <CourseHeaderBar appId="165.2.1." course={course} />
        <PageHeader title={t('title')} subtitle={course ? pick(course.courseName, lang) : undefined} />
        <section className={`${card} flex flex-col gap-3`} data-testid="import-result">
          <Alert kind="info">{pick(result.message, lang)}</Alert>
          <dl className="grid grid-cols-2 gap-2 text-sm sm:grid-cols-4">
            {(
              [
                ['added', result.added],
                ['total', preview.counts.total],
                ['valid', preview.counts.valid],
                ['invalid', preview.counts.invalid],
              ] as const
            ).map(([k, v]) => (
              <div key={k} className="rounded-md bg-surface p-3">
                <dt className="text-muted">{t(`result.${k}`)}</dt>
                <dd className="text-xl font-semibold" data-testid={`import-count-${k}`}>
                  {formatNumber(v, lang)}
                </dd>
              </div>
            ))}
          </dl>
          <div className="flex flex-wrap gap-2">
            <Link
              to={questionListPath(courseId)}
              className="inline-flex items-center rounded-md bg-primary-600 px-4 py-2 text-sm font-medium text-white hover:bg-primary-700"
              data-testid="import-to-list"
            >
              {t('result.toList')}
            </Link>
            <Button variant="secondary" onClick={restart} data-testid="import-again">
              {t('result.again')}
            </Button>
          </div>
        </section>
      </>
    );

  return (
    <>
      <CourseHeaderBar appId="165.2.1." course={course} />
      <PageHeader
        title={t('title')}
        subtitle={course ? pick(course.courseName, lang) : undefined}
        actions={
          <Link
            to={questionListPath(courseId)}
            className="inline-flex items-center rounded-md border border-line bg-panel px-4 py-2 text-sm font-medium hover:bg-surface"
          >
            {t('backToList')}
          </Link>
        }
      />
      <div className="flex flex-col gap-4">
        <section className={card}>
          <KindPicker
            value={kind}
            onChange={(k) => {
              setKind(k);
              restart();
            }}
            disabled={busy}
          />
        </section>

        {kind && (
          <section className={`${card} flex flex-col gap-3`} data-testid="import-upload">
            <h2 className="font-semibold">{t('file.title', { kind: IMPORT_KINDS[kind][lang] })}</h2>
            <div className="flex flex-wrap items-end gap-3">
              <div className="flex min-w-72 flex-1 flex-col gap-1">
                <label htmlFor={inputId} className="text-sm font-medium">
                  {t('file.label')}
                </label>
                <input
                  id={inputId}
                  key={kind}
                  type="file"
                  accept={IMPORT_KINDS[kind].extensions.map((e) => `.${e}`).join(',')}
                  disabled={busy}
                  onChange={(e) => choose(e.target.files?.[0] ?? null)}
                  data-testid="import-file"
                  className="sr-only"
                />
                {/* The browser's own file button speaks the browser's language; this one speaks the page's. */}
                <span className="flex items-center gap-2 rounded-md border border-line bg-panel px-2 py-1.5 text-sm">
                  <button
                    type="button"
                    disabled={busy}
                    onClick={() => document.getElementById(inputId)?.click()}
                    className="shrink-0 rounded bg-primary-50 px-2 py-1 font-medium hover:bg-primary-100 dark:bg-primary-950 dark:hover:bg-primary-900"
                  >
                    {t('file.choose')}
                  </button>
                  <span className="truncate text-muted" dir="auto" data-testid="import-file-name">
                    {file?.name ?? t('file.none')}
                  </span>
                </span>
                <p className="text-xs text-muted">
                  {t('file.hint', {
                    types: IMPORT_KINDS[kind].extensions
                      .map((e) => `.${e}`)
                      .join(lang === 'ar' ? '، ' : ', '),
                    max: formatNumber(LIMITS.questionImportMaxBytes / BYTES_PER_MB, lang),
                  })}
                </p>
              </div>
              <Button
                onClick={() => void upload()}
                disabled={!file || busy}
                busy={progress !== null}
                data-testid="import-preview"
              >
                {t('file.preview')}
              </Button>
            </div>
            {progress !== null && (
              <ProgressBar value={progress} label={t('file.uploading')} data-testid="import-progress" />
            )}
            {fileError && (
              <Alert kind="error" data-testid="import-file-error">
                {fileError}
              </Alert>
            )}
          </section>
        )}

        {preview && (
          <>
            <section className={`${card} flex flex-col gap-3`} data-testid="import-summary">
              <h2 className="font-semibold">
                {t('preview.title', { file: file?.name ?? preview.fileName })}
              </h2>
              <p className="text-sm" data-testid="import-counts">
                {t('preview.counts', {
                  total: formatNumber(preview.counts.total, lang),
                  valid: formatNumber(preview.counts.valid, lang),
                  invalid: formatNumber(preview.counts.invalid, lang),
                })}
              </p>
              {preview.counts.valid === 0 && <Alert kind="warning">{pick(M.noValidQuestions, lang)}</Alert>}
              {preview.warnings.length > 0 && (
                <Alert kind="warning" data-testid="import-file-warnings">
                  <ul className="list-disc ps-5">
                    {preview.warnings.map((w) => (
                      <li key={w.en}>{pick(w, lang)}</li>
                    ))}
                  </ul>
                </Alert>
              )}
              {preview.categories.length > 0 && (
                <div data-testid="import-categories">
                  <h3 className="mb-1 text-sm font-medium">{t('categories.title')}</h3>
                  <p className="mb-2 text-xs text-muted">{t('categories.hint')}</p>
                  <ul className="flex flex-col gap-1 text-sm">
                    {preview.categories.map((c) => {
                      const subject = subjects.find((s) => s.subjectId === c.suggestedSubjectId);
                      return (
                        <li key={c.name} className="flex flex-wrap items-center gap-2">
                          <span className="font-medium" dir="auto">
                            {c.name}
                          </span>
                          <span aria-hidden="true">←</span>
                          {subject ? (
                            <>
                              <span>{subject.subjectName}</span>
                              <Button
                                variant="ghost"
                                onClick={() => applyCategory(c.name, subject.subjectId)}
                                disabled={busy}
                                data-testid={`import-category-use-${c.name}`}
                              >
                                {t('categories.use')}
                              </Button>
                            </>
                          ) : (
                            <span className="italic text-muted">{t('categories.noMatch')}</span>
                          )}
                        </li>
                      );
                    })}
                  </ul>
                </div>
              )}
            </section>

            {validIndexes.length > 0 && (
              <section className={`${card} flex flex-col gap-3`} data-testid="import-shared">
                <h2 className="font-semibold">{t('assign.title')}</h2>
                <p className="text-sm text-muted">{t('assign.hint')}</p>
                <AssignmentFields
                  subjects={subjects}
                  value={shared}
                  onChange={setShared}
                  errors={failure?.shared ?? {}}
                  disabled={busy}
                  testId="import-shared-fields"
                />
                <p className="text-sm text-muted">{t('assign.measuresHint')}</p>
                <div className="grid gap-4 sm:grid-cols-3">
                  <MeasureFields
                    value={measures}
                    onChange={(patch) => setMeasures((m) => ({ ...m, ...patch }))}
                    errorOf={(field) => failure?.shared[field]}
                    testId="import-shared"
                    disabled={busy}
                  />
                </div>
              </section>
            )}

            <section className="flex flex-col gap-3" aria-label={t('preview.listLabel')}>
              <div className="flex flex-wrap items-center justify-between gap-3">
                <Checkbox
                  checked={validIndexes.length > 0 && count === validIndexes.length}
                  indeterminate={count > 0 && count < validIndexes.length}
                  onChange={(on) => setSelected(on ? new Set(validIndexes) : new Set())}
                  disabled={busy || validIndexes.length === 0}
                  label={t('preview.selectAll', { count: formatNumber(validIndexes.length, lang) })}
                  data-testid="import-select-all"
                />
                <fieldset className="flex gap-1">
                  <legend className="sr-only">{t('preview.show')}</legend>
                  {(['all', 'valid', 'invalid'] as const).map((s) => (
                    <button
                      key={s}
                      type="button"
                      aria-pressed={show === s}
                      onClick={() => {
                        setShow(s);
                        setShown(PAGE);
                      }}
                      className="rounded-md border border-line px-3 py-1 text-sm aria-pressed:border-primary-600 aria-pressed:bg-primary-50 dark:aria-pressed:bg-primary-950"
                      data-testid={`import-show-${s}`}
                    >
                      {t(`preview.show_${s}`)}
                    </button>
                  ))}
                </fieldset>
              </div>
              <ul className="flex flex-col gap-3" data-testid="import-items">
                {listed.slice(0, shown).map((q) => (
                  <PreviewItem
                    key={q.index}
                    item={q}
                    subjects={subjects}
                    selected={selected.has(q.index)}
                    onSelect={(on) => toggle(q.index, on)}
                    own={own.get(q.index) ?? null}
                    start={q.suggestedSubjectId ? { subjectId: q.suggestedSubjectId, ilos: [] } : shared}
                    onOwn={(v) => setOwnOf(q.index, v)}
                    errors={failure?.byIndex.get(q.index) ?? {}}
                    disabled={busy}
                  />
                ))}
              </ul>
              {listed.length > shown && (
                <Button
                  variant="secondary"
                  onClick={() => setShown((n) => n + PAGE)}
                  data-testid="import-more"
                >
                  {t('preview.more', { count: formatNumber(Math.min(PAGE, listed.length - shown), lang) })}
                </Button>
              )}
            </section>

            <section
              className={`${card} sticky bottom-0 z-10 flex flex-wrap items-center justify-between gap-3 shadow-lg`}
              data-testid="import-actions"
            >
              <Checkbox
                checked={approved}
                onChange={setApproved}
                disabled={busy}
                label={t('approved.label')}
                data-testid="import-approved"
              />
              <div className="flex flex-wrap items-center gap-3">
                <span className="text-sm text-muted" data-testid="import-selected-count">
                  {t('selected', { count, formatted: formatNumber(count, lang) })}
                </span>
                <Button
                  onClick={() => setConfirming(true)}
                  disabled={count === 0 || busy}
                  data-testid="import-commit"
                >
                  {t('commit')}
                </Button>
              </div>
              {failure && (
                <Alert kind="error" className="w-full" data-testid="import-commit-error">
                  {failure.text}
                </Alert>
              )}
            </section>
          </>
        )}
      </div>
      <ConfirmDialog
        open={confirming}
        title={t('confirm.title')}
        message={t(approved ? 'confirm.approved' : 'confirm.draft', {
          count,
          formatted: formatNumber(count, lang),
        })}
        confirmLabel={t('commit')}
        cancelLabel={t('common:cancel')}
        busy={committing}
        onConfirm={() => void commit()}
        onCancel={() => setConfirming(false)}
        data-testid="import-confirm"
      />
    </>
  );
}

/**
 * The commit's 422 names fields by their place in what was sent ('indexes.3.ilos.0.weight' is the
 * fourth question sent); they go back to the question they are about.
 */
function placeFailure(error: unknown, sent: number[], lang: 'ar' | 'en'): CommitFailure {
  const byIndex = new Map<number, Record<string, string>>();
  const shared: Record<string, string> = {};
  if (error instanceof ApiError)
    for (const [key, text] of Object.entries(error.fields)) {
      const m = /^indexes\.(\d+)(?:\.(.+))?$/.exec(key);
      const index = m ? sent[Number(m[1])] : undefined;
      if (index === undefined) {
        shared[key] = pick(text, lang);
        continue;
      }
      byIndex.set(index, { ...byIndex.get(index), [m?.[2] ?? '']: pick(text, lang) });
    }
  return { text: errorText(error, lang), shared, byIndex };
}

export function Component() {
  const courseId = parseId(useParams().courseId);
  return (
    <RequireRight route="question-import">
      {courseId ? <QuestionImport courseId={courseId} /> : <Navigate to="/notFound" replace />}
    </RequireRight>
  );
}
