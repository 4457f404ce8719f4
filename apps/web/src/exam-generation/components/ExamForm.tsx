import { EXAM_TYPES, LANGUAGES, labelOf, MODEL_MATCH, STAGES } from '@mizan/domain/codes';
import {
  DELIVERY_MODES,
  EXAM_MESSAGES,
  type ExamAddBody,
  type ExamData,
  type ExamEditBody,
  type ExamView,
  examAddBodySchema,
  examEditBodySchema,
  STUDENT_LIMITS,
  validateExamBody,
} from '@mizan/domain/exam-generation';
import { type Bilingual, pick } from '@mizan/domain/i18n';
import { Alert, Button, DateField, SelectField, TextField } from '@mizan/ui';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../api/errors';
import { useLang } from '../../app/useLang';
import { DATE_LOCALES } from '../../format/date';
import { codeOptions } from '../../course-scope/list/question-columns';
import { showToast } from '../../state/store';
import { addExam } from '../exam.api';
import type { ExamLive } from '../hooks/useExamLive';
import { putExam } from '../students.api';
import { TimeZoneAlert } from './TimeZoneAlert';

type Draft = Record<
  | 'name'
  | 'deliveryMode'
  | 'startsAt'
  | 'durationMinutes'
  | 'totalDegree'
  | 'questionCount'
  | 'language'
  | 'modelsCount'
  | 'modelsMatch'
  | 'maxSharedShare'
  | 'targetDifficulty'
  | 'stage'
  | 'instructions',
  string
>;

const EMPTY: Draft = {
  name: '',
  deliveryMode: '20.2.',
  startsAt: '',
  durationMinutes: '60',
  totalDegree: '',
  questionCount: '',
  language: '4.1.',
  modelsCount: '1',
  modelsMatch: '22.1.',
  maxSharedShare: '',
  targetDifficulty: '0.5',
  stage: '',
  instructions: '',
};

/** 'YYYY-MM-DDTHH:mm' of an instant in the device's zone, as a datetime-local input holds it. */
function localInput(iso: string): string {
  const d = new Date(iso);
  const p = (x: number) => String(x).padStart(2, '0');
  return `${d.getFullYear()}-${p(d.getMonth() + 1)}-${p(d.getDate())}T${p(d.getHours())}:${p(d.getMinutes())}`;
}

/** An existing exam's data as the form's draft. */
function draftOf(e: ExamData): Draft {
  const s = (x: number | null) => (x === null ? '' : String(x));
  return {
    name: e.name,
    deliveryMode: e.deliveryMode,
    startsAt: localInput(e.startsAt),
    durationMinutes: String(e.durationMinutes),
    totalDegree: String(e.totalDegree),
    questionCount: String(e.questionCount),
    language: e.language,
    modelsCount: String(e.modelsCount),
    modelsMatch: e.modelsMatch,
    maxSharedShare: s(e.maxSharedShare),
    targetDifficulty: s(e.targetDifficulty),
    stage: e.stage ?? '',
    instructions: e.instructions ?? '',
  };
}

const num = (v: string) => (v.trim() === '' ? undefined : Number(v));

/** The body the API takes: the local date and time as an instant with its offset. */
function bodyOf(courseId: number, d: Draft): Partial<ExamAddBody> {
  const starts = d.startsAt ? new Date(d.startsAt) : null;
  return {
    courseId,
    name: d.name,
    deliveryMode: d.deliveryMode as ExamAddBody['deliveryMode'],
    startsAt: starts && !Number.isNaN(starts.getTime()) ? starts.toISOString() : d.startsAt,
    durationMinutes: num(d.durationMinutes),
    totalDegree: num(d.totalDegree),
    questionCount: num(d.questionCount),
    language: d.language as ExamAddBody['language'],
    modelsCount: num(d.modelsCount),
    modelsMatch: d.modelsMatch as ExamAddBody['modelsMatch'],
    maxSharedShare: d.modelsMatch === '22.2.' ? num(d.maxSharedShare) : undefined,
    targetDifficulty: num(d.targetDifficulty),
  };
}

/** The edit body (PUT {examId}): the creation fields without the course, with stage and instructions. */
function editBodyOf(d: Draft, version: number): Partial<ExamEditBody> {
  const { courseId: _, ...rest } = bodyOf(0, d);
  return {
    ...rest,
    stage: d.stage || undefined,
    instructions: d.instructions.trim() ? d.instructions : undefined,
    version,
  } as Partial<ExamEditBody>;
}

type Props = {
  courseId: number;
} & (
  | {
      /** SPEC 5 'Exam creation': the course's first block, shown before the user types. */
      blocked: Bilingual | null;
      onCreated: (examId: number) => void;
      edit?: undefined;
    }
  | { blocked?: undefined; onCreated?: undefined; edit: { view: ExamView; live: ExamLive } }
);

/**
 * The exam's data (issue 14 part 1), checked by the API's own schema as the user submits: a new
 * exam (POST add), or an existing one's (PUT {examId} under its lock version; refused, and shown
 * disabled with the reason, once the distribution is approved).
 */
export function ExamForm({ courseId, blocked: creationBlock, onCreated, edit }: Props) {
  const { t } = useTranslation('exam-generation');
  const lang = useLang();
  const [d, setD] = useState<Draft>(() => (edit ? draftOf(edit.view.exam) : EMPTY));
  const locked = edit?.view.status === 'distributionApproved' ? EXAM_MESSAGES.examLocked : null;
  const blocked = creationBlock ?? locked;
  const [errors, setErrors] = useState<Record<string, Bilingual>>({});
  const [failure, setFailure] = useState<Bilingual | null>(null);
  const [busy, setBusy] = useState(false);
  const set = (k: keyof Draft) => (v: string) => setD((x) => ({ ...x, [k]: v }));
  const err = (k: string) => (errors[k] ? pick(errors[k], lang) : undefined);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const valid = edit
      ? validateExamBody(examEditBodySchema, editBodyOf(d, edit.view.lockVersion))
      : validateExamBody(examAddBodySchema, bodyOf(courseId, d));
    if (!valid.success) {
      setErrors(valid.fields);
      return;
    }
    setErrors({});
    setFailure(null);
    setBusy(true);
    try {
      if (edit) {
        await edit.live.wrote((await putExam(edit.view.exam.examId, valid.data as ExamEditBody)).lockVersion);
        showToast(t('form.saved'), 'success');
      } else onCreated?.((await addExam(valid.data as ExamAddBody)).examId);
    } catch (x) {
      if (!(x instanceof ApiError)) throw x;
      if (edit && x.status === 409) await edit.live.whatChanged(edit.view.lockVersion);
      setErrors(x.fields);
      setFailure(x.text);
    } finally {
      setBusy(false);
    }
  };

  const field = (k: keyof Draft, type = 'number', extra: Record<string, unknown> = {}) => (
    <TextField
      label={t(`form.${k}`)}
      type={type}
      value={d[k]}
      onChange={(e) => set(k)(e.target.value)}
      error={err(k)}
      data-testid={`exam-form-${k}`}
      {...extra}
    />
  );

  return (
    <form onSubmit={submit} className="rounded-lg border border-line bg-panel p-4" noValidate>
      <h2 className="mb-3 text-lg font-semibold">{t('form.title')}</h2>
      {blocked && (
        <Alert kind="warning" className="mb-4" data-testid={locked ? 'exam-form-locked' : 'exam-blocked'}>
          {pick(blocked, lang)}
        </Alert>
      )}
      {!blocked && <TimeZoneAlert />}
      <fieldset disabled={!!blocked || busy} className="grid gap-3 md:grid-cols-3">
        <div className="md:col-span-2">{field('name', 'text', { maxLength: 200 })}</div>
        <SelectField
          label={t('form.deliveryMode')}
          value={d.deliveryMode}
          onChange={set('deliveryMode')}
          options={DELIVERY_MODES.map((c) => ({ value: c, label: labelOf(EXAM_TYPES, c, lang) }))}
          data-testid="exam-form-deliveryMode"
        />
        <DateField
          type="datetime-local"
          locale={DATE_LOCALES[lang]}
          label={t('form.startsAt')}
          value={d.startsAt}
          onChange={(e) => set('startsAt')(e.target.value)}
          error={err('startsAt')}
          data-testid="exam-form-startsAt"
        />
        {field('durationMinutes', 'number', { min: 1, hint: t('form.minutesHint') })}
        <SelectField
          label={t('form.language')}
          value={d.language}
          onChange={set('language')}
          options={codeOptions(LANGUAGES, lang, { value: '', label: '—' }).slice(1)}
          data-testid="exam-form-language"
        />
        {field('questionCount', 'number', { min: 1 })}
        {field('totalDegree', 'number', { min: 0, step: 0.01 })}
        {field('targetDifficulty', 'number', { min: 0, max: 1, step: 0.01, hint: t('form.difficultyHint') })}
        {field('modelsCount', 'number', { min: 1, max: 100, hint: t('form.modelsHint') })}
        <SelectField
          label={t('form.modelsMatch')}
          value={d.modelsMatch}
          onChange={set('modelsMatch')}
          options={codeOptions(MODEL_MATCH, lang, { value: '', label: '—' }).slice(1)}
          error={err('modelsMatch')}
          data-testid="exam-form-modelsMatch"
        />
        {d.modelsMatch === '22.2.' &&
          field('maxSharedShare', 'number', { min: 0, max: 1, step: 0.01, hint: t('form.shareHint') })}
        {edit && (
          <>
            <SelectField
              label={t('form.stage')}
              value={d.stage}
              onChange={set('stage')}
              options={codeOptions(STAGES, lang, { value: '', label: '—' })}
              error={err('stage')}
              data-testid="exam-form-stage"
            />
            <label className="flex flex-col gap-1 text-sm md:col-span-3">
              <span className="font-medium">{t('form.instructions')}</span>
              <textarea
                value={d.instructions}
                maxLength={STUDENT_LIMITS.instructionsMax}
                rows={3}
                onChange={(e) => set('instructions')(e.target.value)}
                className="rounded-md border border-line bg-panel px-3 py-2"
                data-testid="exam-form-instructions"
              />
              {err('instructions') && <span className="text-danger-600">{err('instructions')}</span>}
            </label>
            <p className="text-xs text-muted md:col-span-3">{t('form.editNote')}</p>
          </>
        )}
      </fieldset>
      {failure && !Object.keys(errors).length && (
        <Alert className="mt-3" data-testid="exam-form-error">
          {pick(failure, lang)}
        </Alert>
      )}
      <div className="mt-4 flex justify-end">
        <Button
          type="submit"
          busy={busy}
          disabled={!!blocked}
          title={blocked ? pick(blocked, lang) : undefined}
          data-testid="exam-form-save"
        >
          {edit ? t('form.saveEdit') : t('form.save')}
        </Button>
      </div>
    </form>
  );
}
