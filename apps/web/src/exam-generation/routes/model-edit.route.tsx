import '../i18n';
import {
  type ExamIssue,
  type ExamView,
  modelCodeIssues,
  modelCodeOf,
  modelIssues,
} from '@mizan/domain/exam-generation';
import { formatNumber, pick } from '@mizan/domain/i18n';
import { Alert, Button, TextField } from '@mizan/ui';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useMatches, useNavigate } from 'react-router';
import { ApiError } from '../../api/errors';
import { useLang } from '../../app/useLang';
import { isolate } from '../../i18n';
import { RequireRight } from '../../course-scope/RequireRight';
import { useLeaveGuard } from '../../course-scope/useLeaveGuard';
import { showToast } from '../../state/store';
import { CandidatesDialog } from '../components/CandidatesDialog';
import { type EditedQuestion, ModelQuestionList } from '../components/ModelQuestionList';
import { ExamScreenHeader } from '../components/ExamScreenHeader';
import { modelPrintQuery, postGenerate, putModel } from '../exam.api';
import type { ExamLive } from '../hooks/useExamLive';
import { useExamScreen } from '../hooks/useExamScreen';
import { examPaths } from '../paths';
import { ButtonLink } from '../../app/ButtonLink';

type Mode = 'add' | 'edit' | 'copy';

/** The first model number the exam has no model for (add and copy write there). */
const freeModelNo = (view: ExamView) => {
  const used = new Set(view.models.map((m) => m.modelNo));
  for (let n = 0; n < view.exam.modelsCount; n++) if (!used.has(n)) return n;
  return null;
};

interface EditorProps {
  view: ExamView;
  live: ExamLive;
  mode: Mode;
  /** The model written. */
  target: number;
  /** The model the questions come from (edit: the same; copy: the source; add: none). */
  source: number | null;
}

/** SPEC 5 'Exam models' rules live while editing; a model may be saved incomplete. */
function ModelEditor({ view, live, mode, target, source }: EditorProps) {
  const { t } = useTranslation('exam-generation');
  const lang = useLang();
  const navigate = useNavigate();
  const { exam } = view;
  const loaded = useQuery({
    ...modelPrintQuery(exam.examId, source ?? 0, false),
    enabled: source !== null,
  }).data;
  const [items, setItems] = useState<EditedQuestion[] | null>(source === null ? [] : null);
  const [code, setCode] = useState(modelCodeOf(target));
  const [base, setBase] = useState('');
  const [fields, setFields] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const [replacing, setReplacing] = useState<{ position: number; index: number } | null>(null);

  useEffect(() => {
    if (!loaded || items) return;
    const list = loaded.questions.map((q) => ({
      ...q,
      degree: String(q.degree),
      savedPosition: mode === 'edit' ? q.position : null,
    }));
    setItems(list);
    if (mode === 'edit') setCode(loaded.code);
    setBase(JSON.stringify(list.map((q) => [q.questionId, q.degree])));
  }, [loaded, items, mode]);

  const current = items ?? [];
  const dirty = JSON.stringify(current.map((q) => [q.questionId, q.degree])) !== base || mode !== 'edit';
  const guard = useLeaveGuard(dirty && !busy && current.length > 0);
  const others = view.models.filter((m) => m.modelNo !== target).map((m) => m.code);
  const issues: ExamIssue[] = [
    ...modelCodeIssues([code, ...others]).filter((x) => x.path === 'models.0.code'),
    ...modelIssues(
      current.map((q) => ({ ...q, degree: Number(q.degree) || 0 })),
      exam,
      view.specification,
    ),
  ];

  const save = async (complete: boolean) => {
    setBusy(true);
    setFields({});
    try {
      const body = {
        code,
        complete,
        questions: current.map((q) => ({ questionId: q.questionId, degree: Number(q.degree) || 0 })),
        version: view.lockVersion,
      };
      const r = await putModel(exam.examId, target, body);
      await live.wrote(r.lockVersion);
      guard.allow();
      showToast(complete ? t('model.savedComplete') : t('model.savedIncomplete'), 'success');
      navigate(examPaths.details(exam.courseId, exam.examId));
    } catch (x) {
      if (!(x instanceof ApiError)) throw x;
      if (x.status === 409) await live.whatChanged(view.lockVersion);
      setFields(Object.fromEntries(Object.entries(x.fields).map(([k, v]) => [k, pick(v, lang)])));
      showToast(pick(x.text, lang), 'error');
    } finally {
      setBusy(false);
    }
  };

  /** models/add: the solver fills the new model and keeps the others. */
  const generate = async () => {
    setBusy(true);
    try {
      const r = await postGenerate(exam.examId, { modelNos: [target], version: view.lockVersion });
      await live.wrote(r.lockVersion);
      guard.allow();
      navigate(examPaths.modelEdit(exam.courseId, exam.examId, target), { replace: true });
    } catch (x) {
      if (!(x instanceof ApiError)) throw x;
      if (x.status === 409) await live.whatChanged(view.lockVersion);
      showToast(pick(x.text, lang), 'error');
    } finally {
      setBusy(false);
    }
  };

  if (!items) return null;
  const n = (x: number) => formatNumber(x, lang);
  const degrees = Math.round(current.reduce((s, q) => s + (Number(q.degree) || 0), 0) * 100) / 100;
  return (
    <>
      <div className="mb-4 flex flex-wrap items-end gap-4 rounded-lg border border-line bg-panel p-4">
        <TextField
          label={t('model.code')}
          value={code}
          onChange={(e) => setCode(e.target.value)}
          maxLength={2}
          error={fields.code}
          className="w-28"
          data-testid="model-code"
        />
        <span className="text-sm" data-testid="model-totals">
          {t('model.totals', {
            questions: t('model.questions', { count: current.length, n: n(current.length) }),
            degree: n(degrees),
            expectedDegree: n(exam.totalDegree),
          })}
        </span>
        {mode === 'add' && (
          <Button
            variant="secondary"
            onClick={generate}
            busy={busy}
            className="ms-auto"
            data-testid="model-generate"
          >
            {t('model.generate')}
          </Button>
        )}
      </div>
      <div className="mb-4" data-testid="model-rules">
        {issues.length ? (
          <Alert kind="warning">
            <p className="mb-1 font-medium">{t('model.rulesUnmet')}</p>
            <ul className="list-inside list-disc">
              {issues.map((x) => (
                <li key={`${x.path}${x.message.en}`}>{pick(x.message, lang)}</li>
              ))}
            </ul>
          </Alert>
        ) : (
          <Alert kind="info" data-testid="model-rules-ok">
            {t('model.rulesMet')}
          </Alert>
        )}
      </div>
      <ModelQuestionList
        items={current}
        onChange={setItems}
        onReplace={(position, index) => setReplacing({ position, index })}
        detailsOf={(id) => examPaths.questionDetails(exam.courseId, exam.examId, id)}
      />
      <div className="mt-4 flex flex-wrap justify-end gap-2">
        <Button
          variant="secondary"
          onClick={() => save(false)}
          busy={busy}
          disabled={!current.length}
          data-testid="model-save-incomplete"
        >
          {t('model.saveIncomplete')}
        </Button>
        <Button
          onClick={() => save(true)}
          busy={busy}
          disabled={issues.length > 0}
          data-testid="model-save-complete"
        >
          {t('model.saveComplete')}
        </Button>
      </div>
      <CandidatesDialog
        examId={exam.examId}
        modelNo={target}
        position={replacing?.position ?? null}
        onClose={() => setReplacing(null)}
        onPick={(q) => {
          const i = replacing?.index ?? -1;
          setItems(
            current.map((old, j) => (j === i ? { ...q, degree: old.degree, savedPosition: null } : old)),
          );
          setReplacing(null);
        }}
      />
      {guard.prompt}
    </>
  );
}

/** SPEC 2 models/add, models/edit/{modelNo}, models/copy/{modelNo}. */
function ModelForm() {
  const { t } = useTranslation('exam-generation');
  const mode = (useMatches().at(-1)?.handle as { mode?: Mode } | undefined)?.mode ?? 'edit';
  const screen = useExamScreen();
  const { params, courseId, examId, view, live } = screen;
  const modelNo =
    params.modelNo === undefined ? null : /^\d{1,2}$/.test(params.modelNo) ? Number(params.modelNo) : -1;
  // The model number is fixed when the screen opens (add and copy take the first free one).
  const [target, setTarget] = useState<number | null | undefined>(undefined);
  useEffect(() => {
    if (view && target === undefined) setTarget(mode === 'edit' ? modelNo : freeModelNo(view));
  }, [view, target, mode, modelNo]);

  if (screen.misplaced || modelNo === -1) return <Navigate to="/notFound" replace />;
  if (view && mode !== 'add' && !view.models.some((m) => m.modelNo === modelNo))
    return <Navigate to="/notFound" replace />;
  const code = target == null ? '' : modelCodeOf(target);
  return (
    <>
      <ExamScreenHeader
        screen={screen}
        title={t(`model.title.${mode}`, {
          code: isolate(mode === 'copy' && modelNo !== null ? modelCodeOf(modelNo) : code),
        })}
        actions={
          mode === 'edit' &&
          modelNo !== null && (
            <ButtonLink to={examPaths.modelDetails(courseId, examId, modelNo)} testId="model-edit-details">
              {t('insight.details')}
            </ButtonLink>
          )
        }
      />
      {view && target === null && <Alert>{t('model.noFreeModel')}</Alert>}
      {view && target != null && (
        <ModelEditor
          key={`${mode}-${target}`}
          view={view}
          live={live}
          mode={mode}
          target={target}
          source={mode === 'add' ? null : modelNo}
        />
      )}
    </>
  );
}

export function Component() {
  const mode = (useMatches().at(-1)?.handle as { mode?: Mode } | undefined)?.mode ?? 'edit';
  return (
    <RequireRight route={mode === 'add' ? 'model-add' : mode === 'copy' ? 'model-copy' : 'model-edit'}>
      <ModelForm />
    </RequireRight>
  );
}
