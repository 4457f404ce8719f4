import type { EditTypeCode } from '@mizan/domain/codes';
import { pick } from '@mizan/domain/i18n';
import type { QuestionDetail, QuestionSaveBody, SimilarConflictBody } from '@mizan/domain/questions';
import { type FormEvent, useState } from 'react';
import { useNavigate } from 'react-router';
import { ApiError } from '../../api/errors';
import { useLang } from '../../app/useLang';
import { fieldTexts } from '../../course-scope/errors';
import { questionViewPath } from '../../course-scope/question-paths';
import type { QuestionDoc } from '../../collaboration/useQuestionDoc';
import { useRevealFailure } from '../../course-scope/useRevealFailure';
import { showToast } from '../../state/store';
import type { Errors } from './FormKit';
import { saveQuestion } from './form.api';

/** 422 field paths arrive as the save body's ('question.body.options.0.text'): the form's are inside 'question'. */
const formErrors = (fields: Record<string, string>): Errors =>
  Object.fromEntries(Object.entries(fields).map(([k, v]) => [k.replace(/^question\./, ''), v]));

export type SimilarConflict = { similar: SimilarConflictBody['similar']; editType?: EditTypeCode };

interface SaveOptions {
  courseId: number;
  questionId: number | null;
  detail: QuestionDetail | null;
  qdoc: QuestionDoc;
  /** A SPEC 5 rule is broken: the save stops before asking anything. */
  broken: boolean;
  /** Called before leaving for the saved question (the leave guard lets it go). */
  onSaved: () => void;
}

/**
 * Saving the question: an edit first asks what kind of edit it is; 409 is either similar questions
 * (the user may save anyway) or a stale revision (someone saved since); 422 lands on the fields.
 */
export function useQuestionSave({ courseId, questionId, detail, qdoc, broken, onSaved }: SaveOptions) {
  const lang = useLang();
  const navigate = useNavigate();
  const [errors, setErrors] = useState<Errors>({});
  const [failure, setFailure] = useState<unknown>(null);
  const [saving, setSaving] = useState(false);
  const [askEditType, setAskEditType] = useState(false);
  const [stale, setStale] = useState(false);
  const [rulesFailed, setRulesFailed] = useState(false);
  const [conflict, setConflict] = useState<SimilarConflict | null>(null);

  useRevealFailure(failure, 'qf-save-error');

  const send = async (editType?: EditTypeCode, confirmSimilar = false) => {
    setSaving(true);
    setFailure(null);
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
      onSaved();
      navigate(questionViewPath(courseId, question.questionType, r.questionId));
    } catch (err) {
      setAskEditType(false);
      if (err instanceof ApiError && err.status === 409) {
        const similar = (err.body as Partial<SimilarConflictBody> | null)?.similar;
        if (similar?.length) setConflict({ similar, editType });
        else setStale(true);
      } else {
        setErrors(formErrors(fieldTexts(err, lang)));
        setFailure(err ?? new Error());
      }
    } finally {
      setSaving(false);
    }
  };

  const submit = (e: FormEvent) => {
    e.preventDefault();
    setErrors({});
    if (broken) {
      setFailure(null);
      setRulesFailed(true);
      return;
    }
    setRulesFailed(false);
    if (questionId) setAskEditType(true);
    else void send();
  };

  return {
    errors,
    clearErrors: () => setErrors({}),
    failure,
    saving,
    rulesFailed,
    submit,
    send,
    askEditType,
    closeEditType: () => setAskEditType(false),
    stale,
    closeStale: () => setStale(false),
    conflict,
    clearConflict: () => setConflict(null),
  };
}
