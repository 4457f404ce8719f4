import { EXAM_TYPES, LANGUAGES, labelOf, MODEL_MATCH } from '@mizan/domain/codes';
import {
  DELIVERY_MODES,
  type ExamAddBody,
  examAddBodySchema,
  validateExamBody,
} from '@mizan/domain/exam-generation';
import { type Bilingual, pick } from '@mizan/domain/i18n';
import { Alert, Button, SelectField, TextField } from '@mizan/ui';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../api/errors';
import { useLang } from '../../app/useLang';
import { codeOptions } from '../../course-scope/list/question-columns';
import { addExam } from '../exam.api';

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
  | 'targetDifficulty',
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
};

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

interface Props {
  courseId: number;
  /** SPEC 5 'Exam creation': the course's first block, shown before the user types. */
  blocked: Bilingual | null;
  onCreated: (examId: number) => void;
}

/** The exam's data (issue 14 part 1), checked by the API's own schema as the user submits. */
export function ExamForm({ courseId, blocked, onCreated }: Props) {
  const { t } = useTranslation('exam-generation');
  const lang = useLang();
  const [d, setD] = useState<Draft>(EMPTY);
  const [errors, setErrors] = useState<Record<string, Bilingual>>({});
  const [failure, setFailure] = useState<Bilingual | null>(null);
  const [busy, setBusy] = useState(false);
  const set = (k: keyof Draft) => (v: string) => setD((x) => ({ ...x, [k]: v }));
  const err = (k: string) => (errors[k] ? pick(errors[k], lang) : undefined);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const valid = validateExamBody(examAddBodySchema, bodyOf(courseId, d));
    if (!valid.success) {
      setErrors(valid.fields);
      return;
    }
    setErrors({});
    setFailure(null);
    setBusy(true);
    try {
      onCreated((await addExam(valid.data as ExamAddBody)).examId);
    } catch (x) {
      if (!(x instanceof ApiError)) throw x;
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
        <Alert kind="warning" className="mb-4" data-testid="exam-blocked">
          {pick(blocked, lang)}
        </Alert>
      )}
      <fieldset disabled={!!blocked || busy} className="grid gap-3 md:grid-cols-3">
        <div className="md:col-span-2">{field('name', 'text', { maxLength: 200 })}</div>
        <SelectField
          label={t('form.deliveryMode')}
          value={d.deliveryMode}
          onChange={set('deliveryMode')}
          options={DELIVERY_MODES.map((c) => ({ value: c, label: labelOf(EXAM_TYPES, c, lang) }))}
          data-testid="exam-form-deliveryMode"
        />
        {field('startsAt', 'datetime-local')}
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
      </fieldset>
      {failure && !Object.keys(errors).length && (
        <Alert className="mt-3" data-testid="exam-form-error">
          {pick(failure, lang)}
        </Alert>
      )}
      <div className="mt-4 flex justify-end">
        <Button type="submit" busy={busy} disabled={!!blocked} data-testid="exam-form-save">
          {t('form.save')}
        </Button>
      </div>
    </form>
  );
}
