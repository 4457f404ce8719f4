import { LANGUAGES, labelOf, QUESTION_TYPES } from '@mizan/domain/codes';
import type { CourseInfo } from '@mizan/domain/courses';
import { pick } from '@mizan/domain/i18n';
import {
  plainText,
  type QuestionContent,
  type QuestionDetail,
  type QuestionSettingsResponse,
} from '@mizan/domain/questions';
import type { SubjectItem } from '@mizan/domain/subjects';
import { Alert, Button, Spinner } from '@mizan/ui';
import { CompletenessPanel } from './CompletenessPanel';
import { useSimilarHint } from './useSimilarHint';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { PageHeader } from '../../app/PageHeader';
import { useLang } from '../../app/useLang';
import { CourseHeaderBar } from '../../course-scope/CourseHeaderBar';
import { errorText } from '../../course-scope/errors';
import { formatNumber } from '@mizan/domain/i18n';
import { useLeaveGuard } from '../../course-scope/useLeaveGuard';
import { CollabPresence, CollabStatusChip } from '../../collaboration/CollabStatus';
import { FORM_KEYS } from '../../collaboration/seed';
import { type QuestionDoc, useQuestionDoc } from '../../collaboration/useQuestionDoc';
import { StatusBadge } from '../../question-kit/StatusBadge';
import { type Errors, RichCtx } from './FormKit';
import { asEdited, liveContent } from './live-content';
import { EditTypeDialog, StaleDialog } from './SaveDialogs';
import { SimilarDialog } from './SimilarDialog';
import { collabRich } from './collab-rich';
import { QuestionSections } from './QuestionSections';
import { useContentRules } from './useContentRules';
import { useQuestionSave } from './useQuestionSave';
import '../../i18n/texts/question-form';

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
  const [stored] = useState(() => JSON.stringify(asEdited(initial)));
  const [similarOpen, setSimilarOpen] = useState(false);
  const qLang = LANGUAGES[content.language].lang;
  const dir = qLang === 'ar' ? 'rtl' : 'ltr';
  const leave = useLeaveGuard(JSON.stringify(content) !== stored);

  const { errors: live, broken, missing, oldEquations } = useContentRules(content, settings);
  const save = useQuestionSave({ courseId, questionId, detail, qdoc, broken, onSaved: leave.allow });
  const shown: Errors = { ...live, ...save.errors };

  // A change clears the messages of the last save (the rules are checked as the user types).
  // Rich texts are written by their editors into the document; the rest goes to its form map.
  const update = (patch: Partial<QuestionContent>) => {
    for (const key of FORM_KEYS) if (key in patch) qdoc.form.set(key, patch[key] as never);
    save.clearErrors();
  };

  // The non-blocking similarity hint, as the creator types the stem.
  const stemText = useMemo(() => plainText(content.stem), [content.stem]);
  const hint = useSimilarHint(courseId, stemText, questionId);
  const typeLabel = labelOf(QUESTION_TYPES, content.questionType, lang);

  return (
    <RichCtx.Provider value={collabRich(qdoc, dir, readOnly)}>
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
      <form onSubmit={save.submit} noValidate className="flex flex-col gap-5" data-testid="question-form">
        {readOnly && (
          <Alert kind="warning" data-testid="qf-no-right">
            {t('save.noRight')}
          </Alert>
        )}
        {save.failure != null && (
          <Alert kind="warning" data-testid="qf-save-error">
            {errorText(save.failure, lang)}
          </Alert>
        )}
        {save.rulesFailed && broken && (
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
        <QuestionSections
          courseId={courseId}
          content={content}
          update={update}
          subjects={subjects}
          errors={shown}
          readOnly={readOnly}
          qLang={qLang}
          similarCount={hint?.similar.length ?? 0}
          onShowSimilar={() => setSimilarOpen(true)}
        />
        <div className="flex flex-wrap justify-end gap-2">
          <Button variant="secondary" onClick={() => navigate(-1)} data-testid="qf-back">
            {t('save.back')}
          </Button>
          <Button type="submit" busy={save.saving} disabled={readOnly} data-testid="qf-save">
            {t('save.save')}
          </Button>
        </div>
      </form>
      <EditTypeDialog
        open={save.askEditType}
        saving={save.saving}
        onSave={(editType) => void save.send(editType)}
        onClose={save.closeEditType}
      />
      <StaleDialog open={save.stale} onReload={() => window.location.reload()} onClose={save.closeStale} />
      <SimilarDialog
        open={similarOpen || save.conflict !== null}
        courseId={courseId}
        text={stemText}
        dir={dir}
        similar={save.conflict?.similar ?? hint?.similar ?? []}
        threshold={hint?.threshold ?? settings.similarityThreshold}
        onSaveAnyway={save.conflict ? () => void save.send(save.conflict?.editType, true) : undefined}
        saving={save.saving}
        onClose={() => {
          setSimilarOpen(false);
          save.clearConflict();
        }}
      />
    </RichCtx.Provider>
  );
}
