import { pick } from '@mizan/domain/i18n';
import { questionPaths } from '@mizan/domain/questions';
import type { ImportCommitResponse, ImportKind, ImportPreviewResponse } from '@mizan/domain/question-import';
import { QUESTION_IMPORT_MESSAGES as M } from '@mizan/domain/question-import';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useParams } from 'react-router';
import { PageHeader } from '../app/PageHeader';
import { useLang } from '../app/useLang';
import { CourseHeaderBar } from '../course-scope/CourseHeaderBar';
import { errorText } from '../course-scope/errors';
import { parseId } from '../course-scope/paths';
import { questionListPath } from '../course-scope/question-paths';
import { RequireRight } from '../course-scope/RequireRight';
import { useCourseInfo } from '../course-scope/useCourseInfo';
import { activeSubjectsQuery } from '../questions/form/form.api';
import type { Measures } from '../questions/form/MeasureFields';
import { authAtom } from '../state/authAtom';
import { showToast } from '../state/store';
import { type Assignment, NO_ASSIGNMENT } from './Assignment';
import { type CommitFailure, placeFailure } from './commit-failure';
import { FileStep } from './FileStep';
import { ImportActions } from './ImportActions';
import { ImportResult } from './ImportResult';
import { ImportSummary } from './ImportSummary';
import { canImportApproved } from './import-rights';
import { commitImport, previewImport } from './import.api';
import { KindPicker } from './KindPicker';
import { PreviewList } from './PreviewList';
import { SharedFields } from './SharedFields';
import '../i18n/texts/question-import';
import { ButtonLink } from '../app/ButtonLink';

const NO_MEASURES: Measures = { difficulty: null, expectedTime: null, degree: null };

/** SPEC 5 question import: a kind, a file, its preview, what to import with which subject and ILOs, and the commit. */
function QuestionImport({ courseId }: { courseId: number }) {
  const { t } = useTranslation('question-import');
  const lang = useLang();
  const queryClient = useQueryClient();
  const course = useCourseInfo('165.2.1.', courseId);
  const canApprove = canImportApproved(useAtomValue(authAtom)?.apps);
  const subjects = (useQuery(activeSubjectsQuery(courseId)).data?.subjects ?? []).filter((s) => s.active);

  const [kind, setKind] = useState<ImportKind | null>(null);
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [preview, setPreview] = useState<ImportPreviewResponse | null>(null);
  const [selected, setSelected] = useState<Set<number>>(new Set());
  const [shared, setShared] = useState<Assignment>(NO_ASSIGNMENT);
  const [own, setOwn] = useState<Map<number, Assignment>>(new Map());
  const [measures, setMeasures] = useState<Measures>(NO_MEASURES);
  const [approved, setApproved] = useState(false);
  const [committing, setCommitting] = useState(false);
  const [failure, setFailure] = useState<CommitFailure | null>(null);
  const [result, setResult] = useState<ImportCommitResponse | null>(null);

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
    } catch (e) {
      // 413 size, 415 type, 422 unreadable or no valid questions: the server's words, by the file.
      setFileError(errorText(e, lang));
    }
    setProgress(null);
  };

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
        approved: canApprove && approved,
      });
      setResult(r);
      showToast(pick(r.message, lang), 'success');
      void queryClient.invalidateQueries({ queryKey: [questionPaths.list('165.2.1.')] });
    } catch (e) {
      setFailure(placeFailure(e, indexes, lang));
    }
    setCommitting(false);
  };

  const busy = progress !== null || committing;
  const subtitle = course ? pick(course.courseName, lang) : undefined;

  if (result && preview)
    return (
      <>
        <CourseHeaderBar appId="165.2.1." course={course} />
        <PageHeader title={t('title')} subtitle={subtitle} />
        <ImportResult
          result={result}
          preview={preview}
          listPath={questionListPath(courseId)}
          onAgain={restart}
        />
      </>
    );

  return (
    <>
      <CourseHeaderBar appId="165.2.1." course={course} />
      <PageHeader
        title={t('title')}
        subtitle={subtitle}
        actions={<ButtonLink to={questionListPath(courseId)}>{t('backToList')}</ButtonLink>}
      />
      <div className="flex flex-col gap-4">
        <section className="rounded-lg border border-line bg-panel p-4">
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
          <FileStep
            kind={kind}
            file={file}
            error={fileError}
            progress={progress}
            busy={busy}
            onFile={(f, error) => {
              setPreview(null);
              setFile(f);
              setFileError(error);
            }}
            onUpload={() => void upload()}
          />
        )}
        {preview && (
          <>
            <ImportSummary
              preview={preview}
              fileName={file?.name ?? preview.fileName}
              subjects={subjects}
              busy={busy}
              onCategory={applyCategory}
            />
            {preview.counts.valid > 0 && (
              <SharedFields
                subjects={subjects}
                shared={shared}
                onShared={setShared}
                measures={measures}
                onMeasures={(patch) => setMeasures((m) => ({ ...m, ...patch }))}
                failure={failure}
                busy={busy}
              />
            )}
            <PreviewList
              key={preview.importId}
              courseId={courseId}
              preview={preview}
              subjects={subjects}
              selected={selected}
              onSelected={setSelected}
              shared={shared}
              own={own}
              onOwn={setOwnOf}
              failure={failure}
              busy={busy}
            />
            <ImportActions
              count={selected.size}
              canApprove={canApprove}
              approved={approved}
              onApproved={setApproved}
              failure={failure}
              busy={busy}
              committing={committing}
              onCommit={commit}
            />
          </>
        )}
      </div>
    </>
  );
}

export function Component() {
  const courseId = parseId(useParams().courseId);
  return (
    <RequireRight route="question-import">
      {courseId ? <QuestionImport courseId={courseId} /> : <Navigate to="/notFound" replace />}
    </RequireRight>
  );
}
