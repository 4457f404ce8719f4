import '../i18n';
import { formatNumber, type Lang } from '@mizan/domain/i18n';
import type { StudentResult } from '@mizan/domain/scoring';
import { Button, type Column, SelectField } from '@mizan/ui';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useLang } from '../../app/useLang';
import { useListUrl } from '../../course-scope/list/list-state';
import { formatDateTime } from '../../format/date';
import { ErrorNote } from '../components/ErrorNote';
import { ListTable } from '../../course-scope/list/ListTable';
import { PaperShell, type PaperScreenProps } from '../components/PaperShell';
import { useAction } from '../hooks/useAction';
import { downloadResults, invalidatePapers, publishResults, resultsQuery } from '../papers.api';

const nameOf = (n: StudentResult['name'], lang: Lang) =>
  typeof n === 'string' ? n : n[lang] || n.ar || n.en;

function Results({ view, examId }: PaperScreenProps) {
  const { t } = useTranslation('exam-papers');
  const lang = useLang();
  const list = useListUrl();
  const sector = list.params.get('sector') ?? undefined;
  const queryClient = useQueryClient();
  const query = useQuery(resultsQuery(examId, list.page, list.limit, sector));
  const { busy, error, run } = useAction();
  const r = query.data;
  const n = (x: number | null) => (x === null ? '—' : formatNumber(x, lang));
  const columns: Column<StudentResult>[] = [
    {
      key: 'number',
      header: t('results.col.number'),
      cell: (s) => <bdi className="font-mono">{s.studentNumber}</bdi>,
    },
    {
      key: 'name',
      header: t('results.col.name'),
      cell: (s) => <bdi data-user-content="">{nameOf(s.name, lang)}</bdi>,
    },
    {
      key: 'sector',
      header: t('results.col.sector'),
      cell: (s) => <bdi data-user-content="">{s.sector ?? '—'}</bdi>,
    },
    {
      key: 'model',
      header: t('results.col.model'),
      cell: (s) => <bdi className="font-mono">{s.modelCode ?? '—'}</bdi>,
    },
    {
      key: 'marks',
      header: t('results.col.marks'),
      cell: (s) =>
        s.absent ? (
          <span className="text-muted">{t('results.absent')}</span>
        ) : s.marks === null ? (
          <span className="text-warning-900 dark:text-warning-100">
            {t('results.pending', {
              count: s.questions.filter((q) => q.pending).length,
              n: n(s.questions.filter((q) => q.pending).length),
            })}
          </span>
        ) : (
          t('results.outOf', { marks: n(s.marks), max: n(s.max) })
        ),
    },
  ];
  return (
    <>
      <section className="mb-4 rounded-lg border border-line bg-panel p-4">
        <div className="mb-3 flex flex-wrap items-center gap-3">
          <span
            className={`rounded-full px-2 py-0.5 text-xs ${r?.published ? 'bg-success-600/15 text-success-600' : 'bg-line'}`}
            data-testid="results-published"
            data-published={r?.published ?? false}
          >
            {r?.published && r.publishedAt
              ? t('results.publishedAt', { at: formatDateTime(r.publishedAt, lang) })
              : t('results.notPublished')}
          </span>
          <div className="ms-auto flex flex-wrap gap-2">
            <Button
              busy={busy === 'publish'}
              disabled={busy !== null}
              onClick={() =>
                run('publish', async () => {
                  await publishResults(examId);
                  await queryClient.invalidateQueries({ queryKey: invalidatePapers(examId) });
                })
              }
              data-testid="results-publish"
            >
              {r?.published ? t('results.republish') : t('results.publish')}
            </Button>
            <Button
              variant="secondary"
              busy={busy === 'xlsx'}
              disabled={busy !== null}
              onClick={() =>
                run('xlsx', () => downloadResults(examId, lang, `${view.exam.name} - ${t('results.file')}`))
              }
              data-testid="results-xlsx"
            >
              {t('results.xlsx')}
            </Button>
          </div>
        </div>
        <ErrorNote error={error} testId="results-error" />
        <h2 className="mb-2 text-lg font-semibold">{t('results.sectors')}</h2>
        <table className="w-full text-sm" data-testid="results-sectors">
          <thead>
            <tr className="text-muted">
              {['sector', 'students', 'absent', 'mean'].map((h) => (
                <th key={h} className="px-2 pb-1 text-start font-medium">
                  {t(`results.sectorCol.${h}`)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {(r?.sectors ?? []).map((s) => (
              <tr key={s.sector ?? ''} className="border-t border-line">
                <td className="px-2 py-1">
                  {s.sector === null ? t('results.noSector') : <bdi data-user-content="">{s.sector}</bdi>}
                </td>
                <td className="px-2 py-1">{n(s.students)}</td>
                <td className="px-2 py-1">{n(s.absent)}</td>
                <td className="px-2 py-1">
                  {s.mean === null ? '—' : t('results.outOf', { marks: n(s.mean), max: n(s.max) })}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
      <section className="rounded-lg border border-line bg-panel p-4">
        <div className="mb-3 flex flex-wrap items-end gap-3">
          <h2 className="text-lg font-semibold">{t('results.students')}</h2>
          <SelectField
            label={t('results.sectorFilter')}
            value={sector ?? ''}
            onChange={(v) => list.update({ sector: v === '' ? null : v, page: 1 })}
            options={[
              { value: '', label: t('results.allSectors') },
              ...(r?.sectors ?? [])
                .filter((s) => s.sector !== null)
                .map((s) => ({ value: s.sector ?? '', label: s.sector ?? '' })),
            ]}
            data-testid="results-sector"
          />
        </div>
        <ListTable
          ns="exam-papers"
          testId="results"
          caption={t('results.students')}
          columns={columns}
          rows={r?.students ?? []}
          rowKey={(s) => s.studentId}
          total={r?.total ?? 0}
          loading={query.isLoading}
          list={list}
          empty={t('results.empty')}
          totalKey="results.total"
        />
      </section>
    </>
  );
}

/** Results (issue 15 part 6): per sector and student, publish (its refusals in the server's words), Excel. */
export function Component() {
  return <PaperShell screen="results">{(p) => <Results {...p} />}</PaperShell>;
}
