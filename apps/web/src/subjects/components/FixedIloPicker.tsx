import { ILO_HEADERS, codesOf } from '@mizan/domain/codes';
import type { FixedIloHeader } from '@mizan/domain/course-ilos';
import { pick } from '@mizan/domain/i18n';
import { Checkbox } from '@mizan/ui';
import { useTranslation } from 'react-i18next';
import { useLang } from '../../app/useLang';
import type { FixedPicks } from './fixed-picks';
import '../../i18n/texts/subjects';

interface Props {
  headers: FixedIloHeader[];
  picks: FixedPicks;
  onChange: (next: FixedPicks) => void;
}

/**
 * Fixed-mode ILO editor (SPEC 2): the four headers 1.1.-1.4., each with its ILOs and sub-ILOs.
 * Ticking a sub-ILO ticks its ILO; unticking an ILO unticks its sub-ILOs. ILOs linked to
 * questions (unRemovable) stay ticked.
 */
export function FixedIloPicker({ headers, picks, onChange }: Props) {
  const { t } = useTranslation('subjects');
  const lang = useLang();
  const byCode = new Map(headers.map((h) => [h.headerCode, h]));

  const setIlo = (ilo: FixedIloHeader['ilos'][number], value: boolean) => {
    const ilos = new Set(picks.ilos);
    const subIlos = new Set(picks.subIlos);
    if (value) {
      ilos.add(ilo.iloID);
    } else {
      if (ilo.unRemovable || ilo.subIlos.some((s) => s.unRemovable && subIlos.has(s.subIloID))) return;
      ilos.delete(ilo.iloID);
      for (const s of ilo.subIlos) subIlos.delete(s.subIloID);
    }
    onChange({ ilos, subIlos });
  };

  const setSub = (ilo: FixedIloHeader['ilos'][number], subId: number, value: boolean) => {
    const ilos = new Set(picks.ilos);
    const subIlos = new Set(picks.subIlos);
    if (value) {
      subIlos.add(subId);
      ilos.add(ilo.iloID);
    } else subIlos.delete(subId);
    onChange({ ilos, subIlos });
  };

  return (
    <div className="flex flex-col gap-4" data-testid="ilo-picker-fixed">
      {codesOf(ILO_HEADERS).map((code) => {
        const h = byCode.get(code);
        return (
          <fieldset
            key={code}
            className="rounded-md border border-line p-3"
            data-testid={`ilo-header-${code}`}
          >
            <legend className="px-1 text-sm font-semibold">
              <span className="me-2">
                <bdi dir="ltr">{code}</bdi>
              </span>
              {h ? pick(h.headerName, lang) : ILO_HEADERS[code][lang]}
            </legend>
            {!h || h.ilos.length === 0 ? (
              <p className="text-xs text-muted">{t('form.noIlosUnderHeader')}</p>
            ) : (
              <ul className="flex flex-col gap-2">
                {h.ilos.map((ilo) => {
                  const locked = !!ilo.unRemovable && picks.ilos.has(ilo.iloID);
                  return (
                    <li key={ilo.iloID}>
                      <Checkbox
                        checked={picks.ilos.has(ilo.iloID)}
                        onChange={(v) => setIlo(ilo, v)}
                        disabled={locked}
                        title={locked ? t('form.unremovable') : undefined}
                        data-testid={`ilo-check-${ilo.iloID}`}
                        label={
                          <>
                            <span className="me-1 font-medium">
                              <bdi dir="ltr">{ilo.iloCode}</bdi>
                            </span>
                            {pick(ilo.iloDesc, lang)}
                          </>
                        }
                      />
                      {ilo.subIlos.length > 0 && (
                        <ul className="ms-6 mt-1 flex flex-col gap-1 border-s border-line ps-3">
                          {ilo.subIlos.map((s) => {
                            const subLocked = !!s.unRemovable && picks.subIlos.has(s.subIloID);
                            return (
                              <li key={s.subIloID}>
                                <Checkbox
                                  checked={picks.subIlos.has(s.subIloID)}
                                  onChange={(v) => setSub(ilo, s.subIloID, v)}
                                  disabled={subLocked}
                                  title={subLocked ? t('form.unremovable') : undefined}
                                  data-testid={`ilo-check-${s.subIloID}`}
                                  label={
                                    <>
                                      <span className="me-1 font-medium">
                                        <bdi dir="ltr">{s.subIloCode}</bdi>
                                      </span>
                                      {pick(s.subIloDesc, lang)}
                                    </>
                                  }
                                />
                              </li>
                            );
                          })}
                        </ul>
                      )}
                    </li>
                  );
                })}
              </ul>
            )}
          </fieldset>
        );
      })}
    </div>
  );
}

export type { FixedPicks };
