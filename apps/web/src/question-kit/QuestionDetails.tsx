import { LANGUAGES, labelOf, QUESTION_TYPES } from '@mizan/domain/codes';
import { pick } from '@mizan/domain/i18n';
import type { QuestionDetail } from '@mizan/domain/questions';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLang } from '../app/useLang';
import { formatNumber } from '@mizan/domain/i18n';
import { formatDateTime } from '../format/date';
import type { IloItem } from './ilos';
import { versionLabel } from './QuestionTimeline';
import { StatusBadge } from './StatusBadge';
import '../i18n/texts/questions';

function Field({ label, children, testId }: { label: string; children: ReactNode; testId?: string }) {
  return (
    <div data-testid={testId}>
      <dt className="text-xs text-muted">{label}</dt>
      <dd className="mt-0.5 text-sm">{children}</dd>
    </div>
  );
}

const num = (n: number | null, lang: 'ar' | 'en') => (n === null ? '—' : formatNumber(n, lang));

/**
 * A question's facts beside it: status, version, type, language, subject, difficulty, time,
 * degree, creator, dates and its ILOs with their weights. Used by the question view and the
 * review screen.
 */
export function QuestionDetails({
  detail,
  subjectName,
  ilos,
}: {
  detail: QuestionDetail;
  subjectName: (id: number | null) => string;
  ilos: Map<number, IloItem>;
}) {
  const { t } = useTranslation('questions');
  const lang = useLang();
  const q = detail.question;
  return (
    <section className="rounded-lg border border-line bg-panel p-4" data-testid="question-fields">
      <h2 className="mb-3 font-semibold">{t('view.details')}</h2>
      <dl className="grid gap-3 sm:grid-cols-2">
        <Field label={t('fields.status')} testId="field-status">
          <StatusBadge status={detail.status} />
        </Field>
        <Field label={t('fields.version')} testId="field-version">
          {versionLabel(detail.version, detail.revision, lang)}
        </Field>
        <Field label={t('fields.type')}>{labelOf(QUESTION_TYPES, q.questionType, lang)}</Field>
        <Field label={t('fields.language')} testId="field-language">
          {labelOf(LANGUAGES, q.language, lang)}
        </Field>
        <Field label={t('fields.subject')} testId="field-subject">
          <bdi data-user-content="">{subjectName(q.subjectId)}</bdi>
        </Field>
        <Field label={t('fields.difficulty')}>{num(q.difficulty, lang)}</Field>
        <Field label={t('fields.expectedTime')}>
          {q.expectedTime === null ? '—' : t('fields.minutes', { count: q.expectedTime })}
        </Field>
        <Field label={t('fields.degree')}>{num(q.degree, lang)}</Field>
        <Field label={t('fields.exposureLimit')}>
          {q.exposureLimit === null ? t('fields.noLimit') : formatNumber(q.exposureLimit, lang)}
        </Field>
        <Field label={t('fields.modelCode')}>
          {q.modelCode === null ? '—' : <bdi dir="ltr">{q.modelCode}</bdi>}
        </Field>
        <Field label={t('fields.creator')} testId="field-creator">
          {pick(detail.creator.name, lang)}
        </Field>
        <Field label={t('fields.createdAt')}>{formatDateTime(detail.createdAt, lang)}</Field>
        <Field label={t('fields.updatedAt')}>{formatDateTime(detail.updatedAt, lang)}</Field>
      </dl>
      <h3 className="mt-4 mb-2 text-sm font-semibold">{t('fields.ilos')}</h3>
      {q.ilos.length === 0 ? (
        <p className="text-sm text-muted">{t('fields.noIlos')}</p>
      ) : (
        <ul className="flex flex-col gap-1" data-testid="field-ilos">
          {q.ilos.map((l) => {
            const ilo = ilos.get(l.iloId);
            return (
              <li key={l.iloId} className="flex items-start gap-2 text-sm">
                <span className="font-medium">{ilo?.code ?? `#${formatNumber(l.iloId, lang)}`}</span>
                <span className="min-w-0 flex-1 text-muted">{ilo ? pick(ilo.description, lang) : ''}</span>
                <span className="shrink-0 rounded-full bg-surface px-2 text-xs">
                  {t('fields.weight', { w: formatNumber(l.weight, lang) })}
                </span>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
