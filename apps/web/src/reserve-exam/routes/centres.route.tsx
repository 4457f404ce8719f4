import '../i18n';
import { Right } from '@mizan/domain/access';
import { formatNumber, pick } from '@mizan/domain/i18n';
import type { CentreView, HallInfo } from '@mizan/domain/reserve-exam';
import { Button, ConfirmDialog } from '@mizan/ui';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../api/errors';
import { PageHeader } from '../../app/PageHeader';
import { useLang } from '../../app/useLang';
import { RequireRight } from '../../course-scope/RequireRight';
import { scopeAtom } from '../../state/scopeAtom';
import { showToast } from '../../state/store';
import { PlaceForm } from '../components/PlaceForm';
import { centresQuery, deleteHall, RESERVE_KEY, saveCentre, saveHall } from '../reserve-exam.api';

type Editing =
  | { kind: 'centre'; centre?: CentreView }
  | { kind: 'hall'; centreId: number; hall?: HallInfo }
  | null;

const EMPTY = { ar: '', en: '' };

/**
 * The area's centres administration (/reserve-exam/centres): the centres at or under the user's
 * scope and their halls; adding needs add on 165.7.2., changing edit, removing a hall delete (soft).
 */
function Centres() {
  const { t } = useTranslation('reserve-exam');
  const lang = useLang();
  const queryClient = useQueryClient();
  const scope = useAtomValue(scopeAtom);
  const data = useQuery(centresQuery()).data;
  const [editing, setEditing] = useState<Editing>(null);
  const [removing, setRemoving] = useState<HallInfo | null>(null);
  const can = (r: (typeof Right)[keyof typeof Right]) => !!data?.rights.includes(r);
  const reload = () => queryClient.invalidateQueries({ queryKey: RESERVE_KEY });

  const remove = async (h: HallInfo) => {
    try {
      await deleteHall(h.hallId);
      await reload();
    } catch (err) {
      if (err instanceof ApiError) showToast(pick(err.text, lang));
    }
    setRemoving(null);
  };

  return (
    <>
      <PageHeader
        title={t('centres.title')}
        actions={
          can(Right.add) &&
          scope && (
            <Button onClick={() => setEditing({ kind: 'centre' })} data-testid="centre-add">
              {t('centres.addCentre')}
            </Button>
          )
        }
      />
      {data?.centres.length === 0 && <p className="text-muted">{t('centres.empty')}</p>}
      <div className="flex flex-col gap-4">
        {data?.centres.map((c) => (
          <section
            key={c.centreId}
            className="rounded-lg border border-line bg-panel p-4"
            data-testid={`centre-${c.centreId}`}
          >
            <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
              <div>
                <h2 className="font-medium">
                  <bdi data-user-content="">{pick(c.name, lang)}</bdi>
                  {!c.active && <span className="ms-2 text-xs text-muted">({t('centres.inactive')})</span>}
                </h2>
                <p className="text-sm text-muted">
                  <bdi data-user-content="">{pick(c.scopeName, lang)}</bdi>
                </p>
              </div>
              <div className="flex gap-2">
                {can(Right.edit) && (
                  <Button variant="secondary" onClick={() => setEditing({ kind: 'centre', centre: c })}>
                    {t('centres.edit')}
                  </Button>
                )}
                {can(Right.add) && (
                  <Button
                    variant="secondary"
                    onClick={() => setEditing({ kind: 'hall', centreId: c.centreId })}
                    data-testid={`hall-add-${c.centreId}`}
                  >
                    {t('centres.addHall')}
                  </Button>
                )}
              </div>
            </div>
            <table className="w-full text-sm">
              <thead>
                <tr className="text-start text-muted">
                  <th className="p-1 text-start font-normal">{t('board.hall')}</th>
                  <th className="p-1 text-start font-normal">{t('centres.seats')}</th>
                  <th className="p-1 text-start font-normal">{t('centres.computers')}</th>
                  <th className="p-1" />
                </tr>
              </thead>
              <tbody>
                {c.halls.map((h) => (
                  <tr key={h.hallId} className="border-t border-line" data-testid={`hall-${h.hallId}`}>
                    <td className="p-1">
                      <bdi data-user-content="">{pick(h.hallName, lang)}</bdi>
                      {!h.active && (
                        <span className="ms-2 text-xs text-muted">({t('centres.inactive')})</span>
                      )}
                    </td>
                    <td className="p-1">{formatNumber(h.seats, lang)}</td>
                    <td className="p-1">{formatNumber(h.computers, lang)}</td>
                    <td className="p-1 text-end">
                      {can(Right.edit) && (
                        <Button
                          variant="ghost"
                          onClick={() => setEditing({ kind: 'hall', centreId: c.centreId, hall: h })}
                          data-testid={`hall-edit-${h.hallId}`}
                        >
                          {t('centres.edit')}
                        </Button>
                      )}
                      {can(Right.delete) && (
                        <Button
                          variant="ghost"
                          onClick={() => setRemoving(h)}
                          data-testid={`hall-remove-${h.hallId}`}
                        >
                          {t('centres.remove')}
                        </Button>
                      )}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </section>
        ))}
      </div>
      {editing?.kind === 'centre' && (
        <PlaceForm
          title={
            editing.centre
              ? t('centres.editCentre')
              : t('centres.addCentreIn', { scope: scope ? pick(scope.name, lang) : '' })
          }
          initial={{ name: editing.centre?.name ?? EMPTY, active: editing.centre?.active ?? true }}
          onClose={() => setEditing(null)}
          onSave={async (d) => {
            const scopeId = editing.centre?.scopeId ?? scope?.selectedScopeId ?? 0;
            await saveCentre({ scopeId, name: d.name, active: d.active }, editing.centre?.centreId);
            await reload();
          }}
        />
      )}
      {editing?.kind === 'hall' && (
        <PlaceForm
          title={editing.hall ? t('centres.editHall') : t('centres.addHall')}
          initial={{
            name: editing.hall?.hallName ?? EMPTY,
            active: editing.hall?.active ?? true,
            seats: editing.hall?.seats ?? 50,
            computers: editing.hall?.computers ?? 0,
          }}
          onClose={() => setEditing(null)}
          onSave={async (d) => {
            const body = { name: d.name, active: d.active, seats: d.seats ?? 0, computers: d.computers ?? 0 };
            await saveHall(
              body,
              editing.hall ? { hallId: editing.hall.hallId } : { centreId: editing.centreId },
            );
            await reload();
          }}
        />
      )}
      <ConfirmDialog
        open={!!removing}
        title={t('centres.remove')}
        message={t('centres.removeConfirm', { hall: removing ? pick(removing.hallName, lang) : '' })}
        confirmLabel={t('centres.remove')}
        cancelLabel={t('view.cancel')}
        danger
        onConfirm={() => removing && void remove(removing)}
        onCancel={() => setRemoving(null)}
      />
    </>
  );
}

export function Component() {
  return (
    <RequireRight route="reserve-exam-centres">
      <Centres />
    </RequireRight>
  );
}
