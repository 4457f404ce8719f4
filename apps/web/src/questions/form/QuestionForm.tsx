import { type EditTypeCode, LANGUAGES, labelOf, QUESTION_TYPES } from '@mizan/domain/codes';
import type { CourseInfo } from '@mizan/domain/courses';
import { pick } from '@mizan/domain/i18n';
import {
  completeness,
  deprecatedEquations,
  plainText,
  type QuestionContent,
  type QuestionDetail,
  type QuestionSaveBody,
  type QuestionSettingsResponse,
  type SimilarConflictBody,
  validateQuestionContent,
} from '@mizan/domain/questions';
import type { SubjectItem } from '@mizan/domain/subjects';
import { Alert, Button, Spinner } from '@mizan/ui';
import { CompletenessPanel } from './CompletenessPanel';
import { useSimilarHint } from './useSimilarHint';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ApiError } from '../../api/errors';
import { PageHeader } from '../../app/PageHeader';
import { useLang } from '../../app/useLang';
import { CourseHeaderBar } from '../../course-scope/CourseHeaderBar';
import { errorText, fieldTexts } from '../../course-scope/errors';
import { formatNumber } from '@mizan/domain/i18n';
import { useLeaveGuard } from '../../course-scope/useLeaveGuard';
import { showToast } from '../../state/store';
import { CollabPresence, CollabStatusChip } from '../../collaboration/CollabStatus';
import { QuestionRichText } from '../../collaboration/QuestionRichText';
import { FORM_KEYS } from '../../collaboration/seed';
import { type QuestionDoc, useQuestionDoc } from '../../collaboration/useQuestionDoc';
import { StatusBadge } from '../../question-kit/StatusBadge';
import { questionViewPath } from '../../course-scope/question-paths';
import { BodyEditor } from './bodies';
import { CaseStudyBody } from './CaseStudyBody';
import { CommonFields } from './CommonFields';
import { type Errors, FieldError, RichCtx, type RichContext, RichField, Section } from './FormKit';
import { saveQuestion } from './form.api';
import { asEdited, liveContent } from './live-content';
import { EditTypeDialog, StaleDialog } from './SaveDialogs';
import { SimilarDialog } from './SimilarDialog';
import { StemField } from './StemField';

export type FormMode = 'add' | 'copy' | 'edit';

interface Props {
  mode: FormMode;
  courseId: number;
  course: CourseInfo | null;
  /** The question edited (edit) or copied (copy). */
  detail: QuestionDetail | null;
  initial: QuestionContent;
  subjects: SubjectItem[];
  settings: QuestionSettingsResponse;
}

/** 422 field paths arrive as the save body's ('question.body.options.0.text'): the form's are inside 'question'. */
const formErrors = (fields: Record<string, string>): Errors =>
  Object.fromEntries(Object.entries(fields).map(([k, v]) => [k.replace(/^question\./, ''), v]));

/**
 * The form works on the question's Yjs document: co-edited on edit, a local one on add and copy.
 * It waits until the document holds the question (the first sync), or says why the server refused.
 */
export function QuestionForm(props: Props) {
  const { t } = useTranslation('question-form');
  const lang = useLang();
  const { mode, detail, initial } = props;
  const questionId = mode === 'edit' && detail ? detail.questionId : null;
  const readOnly = mode === 'edit' && !!detail && !detail.canEdit;
  const qdoc = useQuestionDoc({ questionId, initial, readOnly });
  if (qdoc.ready) return <FormScreen {...props} qdoc={qdoc} questionId={questionId} readOnly={readOnly} />;
  return qdoc.status === 'refused' && qdoc.refusal ? (
    <Alert kind="warning" data-testid="qf-collab-refused">
      {pick(qdoc.refusal.message, lang)}
    </Alert>
  ) : (
    <Spinner label={t('common:loading')} />
  );
}

function FormScreen({
  mode,
  courseId,
  course,
  detail,
  initial,
  subjects,
  settings,
  qdoc,
  questionId,
  readOnly,
}: Props & { qdoc: QuestionDoc; questionId: number | null; readOnly: boolean }) {
  const { t } = useTranslation('question-form');
  const lang = useLang();
  const navigate = useNavigate();
  const content = useMemo(
    () => liveContent(qdoc.content, qdoc.form.values),
    [qdoc.content, qdoc.form.values],
  );
  // Dirty against what is stored (edit), or against the empty or copied question (add, copy).
  const [saved] = useState(() => JSON.stringify(asEdited(initial)));
  const [errors, setErrors] = useState<Errors>({});
  const [saveFailure, setSaveFailure] = useState<unknown>(null);
  const [saving, setSaving] = useState(false);
  const [askEditType, setAskEditType] = useState(false);
  const [stale, setStale] = useState(false);
  const [rulesFailed, setRulesFailed] = useState(false);
  const [similarOpen, setSimilarOpen] = useState(false);
  const [conflict, setConflict] = useState<{
    similar: SimilarConflictBody['similar'];
    editType?: EditTypeCode;
  } | null>(null);

  const qLang = LANGUAGES[content.language].lang;
  const dir = qLang === 'ar' ? 'rtl' : 'ltr';
  const dirty = JSON.stringify(content) !== saved;
  const leave = useLeaveGuard(dirty);

  // A change clears the messages of the last save; the rules below are checked as the user types.
  // Rich texts are written by their editors into the document; the rest goes to its form map.
  const update = (patch: Partial<QuestionContent>) => {
    for (const key of FORM_KEYS) if (key in patch) qdoc.form.set(key, patch[key] as never);
    setErrors({});
  };

  // SPEC 5 rules, the same ones the API applies: a broken one is shown at once and stops the save.
  const check = useMemo(() => validateQuestionContent(content, settings), [content, settings]);
  const live: Errors = check.success
    ? {}
    : Object.fromEntries(Object.entries(check.fields).map(([k, v]) => [k, pick(v, lang)]));
  const broken = !check.success;
  const missing = useMemo(() => completeness(content), [content]);
  const oldEquations = useMemo(() => deprecatedEquations(content).length > 0, [content]);
  const shown: Errors = { ...live, ...errors };

  // The non-blocking similarity hint, as the creator types the stem.
  const stemText = useMemo(() => plainText(content.stem), [content.stem]);
  const hint = useSimilarHint(courseId, stemText, questionId);

  // A refused save is reported above the form: bring it into view (Save sits at the bottom).
  useEffect(() => {
    if (saveFailure != null)
      document
        .querySelector('[data-testid="qf-save-error"]')
        ?.scrollIntoView({ block: 'center', behavior: 'smooth' });
  }, [saveFailure]);

  const send = async (editType?: EditTypeCode, confirmSimilar = false) => {
    setSaving(true);
    setSaveFailure(null);
    const question = qdoc.toContent();
    const body: QuestionSaveBody = {
      courseId,
      question,
      ...(questionId && detail ? { editType, baseRevision: detail.revision } : {}),
      ...(confirmSimilar ? { confirmSimilar: true } : {}),
    };
    try {
      const r = await saveQuestion(questionId, body);
      setAskEditType(false);
      setConflict(null);
      showToast(pick(r.message, lang), 'success');
      // Saved, but something asks for the author's attention (an equation in a retired format).
      for (const w of r.warnings ?? []) showToast(pick(w.message, lang), 'info');
      leave.allow();
      navigate(questionViewPath(courseId, question.questionType, r.questionId));
    } catch (err) {
      setAskEditType(false);
      if (err instanceof ApiError && err.status === 409) {
        const similar = (err.body as Partial<SimilarConflictBody> | null)?.similar;
        if (similar?.length) setConflict({ similar, editType });
        else setStale(true);
      } else {
        setErrors(formErrors(fieldTexts(err, lang)));
        setSaveFailure(err ?? new Error());
      }
    } finally {
      setSaving(false);
    }
  };

  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    setErrors({});
    if (broken) {
      setSaveFailure(null);
      setRulesFailed(true);
      return;
    }
    setRulesFailed(false);
    if (questionId) setAskEditType(true);
    else void send();
  };

  const rich: RichContext = {
    renderEditor: (p) => (
      <div className="flex flex-col gap-1">
        {!p.hideLabel && <span className="text-sm font-medium">{p.label}</span>}
        <QuestionRichText
          qdoc={qdoc}
          field={p.field}
          label={p.label}
          dir={dir}
          onChange={p.onChange}
          blanks={p.blanks}
          readOnly={readOnly}
          compact={p.compact}
          invalid={!!p.error}
          describedBy={p.error ? `${p.testId}-error` : undefined}
          testId={p.testId}
        />
        <FieldError error={p.error} id={`${p.testId}-error`} testId={`${p.testId}-error`} />
      </div>
    ),
  };

  const typeLabel = labelOf(QUESTION_TYPES, content.questionType, lang);
  const similarCount = hint?.similar.length ?? 0;

  return (
    <RichCtx.Provider value={rich}>
      <CourseHeaderBar appId="165.2.1." course={course} />
      {leave.prompt}
      <PageHeader
        title={t(`title.${mode}`, { type: typeLabel })}
        subtitle={course ? pick(course.courseName, lang) : undefined}
        actions={
          <div className="flex flex-wrap items-center gap-2 text-sm">
            {detail && mode === 'edit' && (
              <>
                <StatusBadge status={detail.status} />
                <span className="text-muted" data-testid="qf-version">
                  {t('status.version', { version: formatNumber(detail.version, lang) })}
                </span>
              </>
            )}
            <CollabStatusChip qdoc={qdoc} readOnly={readOnly} />
          </div>
        }
      />
      {qdoc.status !== 'local' && <CollabPresence users={qdoc.users} />}
      <form onSubmit={submit} noValidate className="flex flex-col gap-5" data-testid="question-form">
        {readOnly && (
          <Alert kind="warning" data-testid="qf-no-right">
            {t('save.noRight')}
          </Alert>
        )}
        {saveFailure != null && (
          <Alert kind="warning" data-testid="qf-save-error">
            {errorText(saveFailure, lang)}
          </Alert>
        )}
        {rulesFailed && broken && (
          <Alert kind="warning" data-testid="qf-rules-error">
            {t('save.fixErrors')}
          </Alert>
        )}
        {oldEquations && (
          <Alert kind="warning" data-testid="qf-deprecated-equation">
            {t('equation.deprecated')}
          </Alert>
        )}
        <CompletenessPanel missing={missing} lang={lang} />
        <Section title={t('sections.details')} testId="qf-details">
          <CommonFields
            courseId={courseId}
            value={content}
            onChange={update}
            subjects={subjects}
            errors={shown}
            disabled={readOnly}
          />
        </Section>
        <Section
          title={t('sections.stem')}
          testId="qf-stem-section"
          actions={
            similarCount > 0 && hint ? (
              <button
                type="button"
                onClick={() => setSimilarOpen(true)}
                className="rounded-full bg-warning-100 px-3 py-1 text-sm font-medium text-warning-800 hover:underline dark:bg-warning-800/30 dark:text-warning-100"
                data-testid="qf-similar-hint"
              >
                ⚠ {t('similar.hint', { count: similarCount, n: formatNumber(similarCount, lang) })}
              </button>
            ) : undefined
          }
        >
          <StemField
            field="stem"
            label={t('fields.stem')}
            stem={content.stem}
            body={content.body}
            onChange={(stem, body) => update({ stem, body })}
            error={shown.stem}
            testId="qf-stem"
            hideLabel
          />
        </Section>
        <Section
          title={content.body.type === '3.5.' ? t('case.subQuestions') : t('sections.answer')}
          testId="qf-body-section"
        >
          {content.body.type === '3.5.' ? (
            <CaseStudyBody
              body={content.body}
              onChange={(body) => update({ body })}
              path="body"
              prefix={[]}
              errors={shown}
              qLang={qLang}
              testId="qf-body"
            />
          ) : (
            <BodyEditor
              body={content.body}
              onChange={(body) => update({ body })}
              path="body"
              prefix={[]}
              errors={shown}
              qLang={qLang}
              testId="qf-body"
            />
          )}
        </Section>
        <Section title={t('sections.feedback')} testId="qf-feedback-section">
          <RichField
            field="feedback"
            label={t('fields.feedback')}
            value={content.feedback}
            onChange={(feedback) => update({ feedback })}
            error={shown.feedback}
            testId="qf-feedback"
            hideLabel
          />
        </Section>
        <div className="flex flex-wrap justify-end gap-2">
          <Button variant="secondary" onClick={() => navigate(-1)} data-testid="qf-back">
            {t('save.back')}
          </Button>
          <Button type="submit" busy={saving} disabled={readOnly} data-testid="qf-save">
            {t('save.save')}
          </Button>
        </div>
      </form>
      <EditTypeDialog
        open={askEditType}
        saving={saving}
        onSave={(editType) => void send(editType)}
        onClose={() => setAskEditType(false)}
      />
      <StaleDialog open={stale} onReload={() => window.location.reload()} onClose={() => setStale(false)} />
      <SimilarDialog
        open={similarOpen || conflict !== null}
        courseId={courseId}
        text={stemText}
        dir={dir}
        similar={conflict?.similar ?? hint?.similar ?? []}
        threshold={hint?.threshold ?? settings.similarityThreshold}
        onSaveAnyway={conflict ? () => void send(conflict.editType, true) : undefined}
        saving={saving}
        onClose={() => {
          setSimilarOpen(false);
          setConflict(null);
        }}
      />
    </RichCtx.Provider>
  );
}
