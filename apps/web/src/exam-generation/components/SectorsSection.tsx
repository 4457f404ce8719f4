import type { ExamSector, ExamView, SectorBody } from '@mizan/domain/exam-generation';
import { formatNumber } from '@mizan/domain/i18n';
import { Button, ConfirmDialog } from '@mizan/ui';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLang } from '../../app/useLang';
import type { ExamLive } from '../hooks/useExamLive';
import { useExamWrite } from '../hooks/useExamWrite';
import { addSector, deleteSector, putSector, sectorsQuery } from '../students.api';
import { SectorDialog } from './SectorDialog';

interface Props {
  view: ExamView;
  live: ExamLive;
  lockedReason: string | null;
}

/** The exam's sectors (halls or committees with a capacity) in their seating order: add, edit, delete. */
export function SectorsSection({ view, live, lockedReason }: Props) {
  const { t } = useTranslation('exam-generation');
  const lang = useLang();
  const examId = view.exam.examId;
  const sectors = useQuery(sectorsQuery(examId)).data?.sectors;
  const [editing, setEditing] = useState<ExamSector | 'new' | null>(null);
  const [removing, setRemoving] = useState<ExamSector | null>(null);
  const write = useExamWrite(live, view.lockVersion);
  const n = (x: number) => formatNumber(x, lang);
  const capacity = (sectors ?? []).reduce((s, x) => s + x.capacity, 0);

  /** A 422 on a field goes back to the dialog; anything else is the write's toast. */
  const save = async (body: SectorBody) => {
    const target = editing;
    const r = await write.run(
      () =>
        target === 'new' || !target ? addSector(examId, body) : putSector(examId, target.sectorId, body),
      undefined,
      true,
    );
    if (r) setEditing(null);
  };
  const remove = async () => {
    if (!removing) return;
    await write.run(() => deleteSector(examId, removing.sectorId, view.lockVersion));
    setRemoving(null);
  };
  const action =
    'text-primary-700 hover:underline disabled:cursor-not-allowed disabled:opacity-50 dark:text-primary-300';

  return (
    <section className="mb-4 rounded-lg border border-line bg-panel p-4" data-testid="exam-sectors">
      <div className="mb-3 flex flex-wrap items-center gap-3">
        <h2 className="text-lg font-semibold">{t('sectors.title')}</h2>
        {sectors && (
          <span className="text-sm text-muted" data-testid="sectors-capacity">
            {t('sectors.total', { count: capacity, n: n(capacity) })}
          </span>
        )}
        <Button
          className="ms-auto"
          onClick={() => setEditing('new')}
          disabled={!!lockedReason}
          title={lockedReason ?? undefined}
          data-testid="sector-add"
        >
          {t('sectors.add')}
        </Button>
      </div>
      {!sectors?.length ? (
        <p className="text-sm text-muted" data-testid="sectors-empty">
          {t('sectors.empty')}
        </p>
      ) : (
        <table className="w-full text-sm">
          <thead>
            <tr className="text-muted">
              {['name', 'kind', 'capacity', 'assigned', ''].map((h) => (
                <th key={h} className="px-2 pb-1 text-start font-medium">
                  {h && t(`sectors.col.${h}`)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {sectors.map((s) => (
              <tr key={s.sectorId} className="border-t border-line" data-testid={`sector-${s.sectorId}`}>
                <td className="px-2 py-1.5" data-user-content>
                  <bdi>{s.name}</bdi>
                </td>
                <td className="px-2 py-1.5">{t(`sectors.kinds.${s.kind}`)}</td>
                <td className="px-2 py-1.5">{n(s.capacity)}</td>
                <td className="px-2 py-1.5" data-testid={`sector-assigned-${s.sectorId}`}>
                  {n(s.assigned)}
                </td>
                <td className="flex gap-3 px-2 py-1.5">
                  <button
                    type="button"
                    className={action}
                    disabled={!!lockedReason}
                    title={lockedReason ?? undefined}
                    onClick={() => setEditing(s)}
                    data-testid={`sector-edit-${s.sectorId}`}
                  >
                    {t('details.edit')}
                  </button>
                  <button
                    type="button"
                    className={action}
                    disabled={!!lockedReason}
                    title={lockedReason ?? undefined}
                    onClick={() => setRemoving(s)}
                    data-testid={`sector-delete-${s.sectorId}`}
                  >
                    {t('sectors.delete')}
                  </button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <SectorDialog
        sector={editing}
        version={view.lockVersion}
        busy={write.busy}
        onSave={save}
        onClose={() => setEditing(null)}
      />
      <ConfirmDialog
        open={!!removing}
        title={t('sectors.deleteTitle')}
        message={t('sectors.deleteBody', { name: removing?.name ?? '' })}
        confirmLabel={t('sectors.delete')}
        cancelLabel={t('common.cancel')}
        danger
        busy={write.busy}
        onConfirm={() => void remove()}
        onCancel={() => setRemoving(null)}
        data-testid="sector-delete-dialog"
      />
    </section>
  );
}
