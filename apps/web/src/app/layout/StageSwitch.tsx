import type { StageItem } from '@mizan/domain/auth';
import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { changeStage } from '../../api/auth.api';
import { authAtom } from '../../state/authAtom';
import { useLang } from '../useLang';

/** Study stage (SPEC 1, 3): the server keeps it on the session and answers with the new session. */
export function StageSwitch() {
  const { t } = useTranslation('shell');
  const lang = useLang();
  const stages = useAtomValue(authAtom)?.stages;
  const [busy, setBusy] = useState(false);
  if (!stages || stages.items.length === 0) return null;

  const onChange = async (id: StageItem['id']) => {
    setBusy(true);
    // Failures are reported by the fetch wrapper; the select keeps showing the session's stage.
    await changeStage(id).catch(() => undefined);
    setBusy(false);
  };

  return (
    <label className="inline-flex items-center gap-1 text-sm">
      <span className="text-muted">{t('stage.label')}</span>
      <select
        data-testid="stage-switch"
        value={stages.activeStageId}
        disabled={busy}
        onChange={(e) => onChange(e.target.value as StageItem['id'])}
        className="rounded-md border border-line bg-panel px-2 py-1.5"
      >
        {stages.items.map((s) => (
          <option key={s.id} value={s.id}>
            {s.name[lang]}
          </option>
        ))}
      </select>
    </label>
  );
}
