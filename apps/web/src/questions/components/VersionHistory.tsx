import { EDIT_TYPES, LANGUAGES, labelOf, QUESTION_TYPES } from '@mizan/domain/codes';
import { pick } from '@mizan/domain/i18n';
import type { QuestionVersionDetail } from '@mizan/domain/questions';
import { Alert, SelectField, Spinner } from '@mizan/ui';
import { keepPreviousData, useQueries, useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLang } from '../../app/useLang';
import { errorText } from '../../course-scope/errors';
import { formatNumber } from '@mizan/domain/i18n';
import { formatDateTime } from '../../format/date';
import type { IloItem } from '../../question-kit/ilos';
import { versionQuery, versionsQuery } from '../questions.api';
import { type DiffRow, diffVersions, entriesOf, type ValueText } from '../version-diff';
import { versionLabel } from '../../question-kit/QuestionTimeline';
import '../../i18n/texts/questions';

const keyOf = (v: { version: number; revision: number }) => `${v.version}.${v.revision}`;

export interface VersionHistoryProps {
  questionId: number;
  /** Changes when the question does, so the list reloads. */
  stamp: string;
  subjectName: (id: number | null) => string;
  ilos: Map<number, IloItem>;
}

/** SPEC 4: the versions kept (minor edits as revisions) and a word-level diff between any two of them. */
export function VersionHistory({ questionId, stamp, subjectName, ilos }: VersionHistoryProps) {
  const { t } = useTranslation('questions');
  const lang = useLang();
  const list = useQuery({ ...versionsQuery(questionId, stamp), placeholderData: keepPreviousData });
  // Oldest first from any server order.
  const versions = useMemo(
    () => list.data && [...list.data].sort((a, b) => a.version - b.version || a.revision - b.revision),
    [list.data],
  );
  // The user's pick holds while the list holds the same versions: a reload for another change of the
  // question (its status, say) keeps it; a new version diffs the last two again.
  const kept = versions?.map(keyOf).join(' ');
  const [picked, setPicked] = useState<{ of?: string; from: string; to: string } | null>(null);
  const last = (n: number) => (versions && versions.length >= n ? keyOf(versions[versions.length - n]) : '');
  const { from, to } = picked && picked.of === kept ? picked : { from: last(2), to: last(1) };
  const setFrom = (v: string) => setPicked({ of: kept, from: v, to });
  const setTo = (v: string) => setPicked({ of: kept, from, to: v });
  const contentOf = (key: string) => {
    const [v, r] = key.split('.').map(Number);
    return {
      ...versionQuery(questionId, v, r),
      enabled: !!key,
      select: (d: QuestionVersionDetail) => d.question,
    };
  };
  const [olderQ, newerQ] = useQueries({ queries: [contentOf(from), contentOf(to)] });
  const failure = list.error ?? olderQ.error ?? newerQ.error;

  const valueText = useMemo<ValueText>(
    () => ({
      type: (c) => labelOf(QUESTION_TYPES, c, lang),
      subject: subjectName,
      ilos: (links) =>
        links
          .map((l) => {
            const ilo = ilos.get(l.iloId);
            return `${ilo ? ilo.code : `#${formatNumber(l.iloId, lang)}`} (${formatNumber(l.weight, lang)})`;
          })
          .join(lang === 'ar' ? '، ' : ', '),
      language: (c) => labelOf(LANGUAGES, c, lang),
      number: (n) => (n === null ? '' : formatNumber(n, lang)),
      yesNo: (b) => t(b ? 'diff.yes' : 'diff.no'),
    }),
    [lang, subjectName, ilos, t],
  );

  const older = olderQ.data;
  const newer = newerQ.data;
  const rows = useMemo(
    () => (older && newer ? diffVersions(entriesOf(older, valueText), entriesOf(newer, valueText)) : null),
    [older, newer, valueText],
  );

  if (failure) return <Alert kind="error">{errorText(failure, lang)}</Alert>;
  if (!versions) return <Spinner label={t('common:loading')} />;

  const options = versions.map((v) => ({
    value: keyOf(v),
    label: t('versions.option', {
      version: versionLabel(v.version, v.revision, lang),
      date: formatDateTime(v.at, lang),
    }),
  }));
  const qLang = newer ? (LANGUAGES[newer.language]?.lang ?? lang) : lang;

  return (
    <div className="flex flex-col gap-4" data-testid="question-versions">
      <div className="overflow-x-auto">
        <table className="w-full text-sm">
          <thead className="text-muted">
            <tr className="border-b border-line text-start">
              <th scope="col" className="px-2 py-1 text-start font-medium">
                {t('versions.version')}
              </th>
              <th scope="col" className="px-2 py-1 text-start font-medium">
                {t('versions.editType')}
              </th>
              <th scope="col" className="px-2 py-1 text-start font-medium">
                {t('versions.by')}
              </th>
              <th scope="col" className="px-2 py-1 text-start font-medium">
                {t('versions.at')}
              </th>
            </tr>
          </thead>
          <tbody>
            {[...versions].reverse().map((v) => (
              <tr key={keyOf(v)} className="border-b border-line last:border-0" data-testid="version-row">
                <td className="px-2 py-1 font-medium">{versionLabel(v.version, v.revision, lang)}</td>
                <td className="px-2 py-1">
                  {v.editType ? labelOf(EDIT_TYPES, v.editType, lang) : t('versions.first')}
                </td>
                <td className="px-2 py-1">{pick(v.by.name, lang)}</td>
                <td className="px-2 py-1 whitespace-nowrap">{formatDateTime(v.at, lang)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {versions.length < 2 ? (
        <p className="text-sm text-muted" data-testid="versions-single">
          {t('versions.single')}
        </p>
      ) : (
        <>
          <div className="grid gap-3 sm:grid-cols-2">
            <SelectField
              label={t('versions.from')}
              value={from}
              onChange={setFrom}
              options={options}
              data-testid="diff-from"
            />
            <SelectField
              label={t('versions.to')}
              value={to}
              onChange={setTo}
              options={options}
              data-testid="diff-to"
            />
          </div>
          {!rows ? (
            <Spinner label={t('common:loading')} />
          ) : rows.length === 0 ? (
            <p className="text-sm text-muted" data-testid="diff-none">
              {t('versions.noDifference')}
            </p>
          ) : (
            <ul className="flex flex-col gap-2" data-testid="version-diff">
              {rows.map((r) => (
                <DiffLine key={r.key} row={r} qLang={qLang} />
              ))}
            </ul>
          )}
        </>
      )}
    </div>
  );
}

/** Parts whose text belongs to the question (its language and direction); the rest are field values. */
const CONTENT_PARTS = new Set<DiffRow['part']>([
  'stem',
  'feedback',
  'option',
  'rubric',
  'modelAnswer',
  'premise',
  'answer',
  'distractor',
  'blank',
  'blankDistractors',
  'subQuestion',
]);

// Padding keeps a removed piece and the added one after it apart.
const INS = 'mx-px rounded bg-success-600/20 px-0.5 text-ink';
const DEL = 'mx-px rounded bg-danger-500/20 px-0.5 text-ink decoration-danger-600';

/** Keys from each piece's kind and place in the text (the pieces of one diff never reorder). */
function pieces(row: DiffRow) {
  let at = 0;
  return row.changes.map((change) => {
    const key = `${change.added ? '+' : change.removed ? '-' : '='}${at}`;
    at += change.value.length;
    return { key, change };
  });
}

function DiffLine({ row, qLang }: { row: DiffRow; qLang: 'ar' | 'en' }) {
  const { t } = useTranslation('questions');
  const lang = useLang();
  const part = t(`diff.parts.${row.part}`, { n: formatNumber(row.n ?? 0, lang) });
  const label = row.sub ? t('diff.inSub', { n: formatNumber(row.sub, lang), part }) : part;
  const state = row.before === null ? 'added' : row.after === null ? 'removed' : 'changed';
  const content = CONTENT_PARTS.has(row.part);
  return (
    <li
      className="rounded-md border border-line p-3"
      data-testid="diff-row"
      data-part={row.part}
      data-state={state}
    >
      <div className="mb-1 flex flex-wrap items-center gap-2 text-xs text-muted">
        <span className="font-semibold text-ink">{label}</span>
        {state !== 'changed' && <span>({t(`diff.${state}`)})</span>}
      </div>
      {content ? (
        <p
          className="whitespace-pre-wrap text-sm leading-7"
          lang={qLang}
          dir={qLang === 'ar' ? 'rtl' : 'ltr'}
        >
          {pieces(row).map(({ key, change: c }) =>
            c.added ? (
              <ins key={key} className={`${INS} no-underline`} data-testid="diff-added">
                {c.value}
              </ins>
            ) : c.removed ? (
              <del key={key} className={`${DEL} line-through`} data-testid="diff-removed">
                {c.value}
              </del>
            ) : (
              <span key={key}>{c.value}</span>
            ),
          )}
        </p>
      ) : (
        // A field's value is short: the old one, an arrow, the new one.
        <p className="flex flex-wrap items-center gap-2 text-sm">
          {row.before !== null && (
            <del
              className={`${DEL} ${row.after === null ? 'line-through' : 'no-underline'}`}
              data-testid="diff-removed"
            >
              {row.before || '—'}
            </del>
          )}
          {row.before !== null && row.after !== null && (
            <span aria-hidden="true" className="inline-block text-muted rtl:rotate-180">
              →
            </span>
          )}
          {row.after !== null && (
            <ins className={`${INS} no-underline`} data-testid="diff-added">
              {row.after || '—'}
            </ins>
          )}
        </p>
      )}
    </li>
  );
}
