import {
  type ExamSector,
  SECTOR_KINDS,
  type SectorKind,
  STUDENT_LIMITS,
  sectorBodySchema,
  validateExamBody,
} from '@mizan/domain/exam-generation';
import { type Bilingual, pick } from '@mizan/domain/i18n';
import { Button, Dialog, SelectField, TextField } from '@mizan/ui';
import { type FormEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../api/errors';
import { useLang } from '../../app/useLang';

interface Props {
  /** The sector edited, `'new'` to add one, null when closed. */
  sector: ExamSector | 'new' | null;
  version: number;
  busy: boolean;
  onSave: (body: { name: string; kind: SectorKind; capacity: number; version: number }) => Promise<unknown>;
  onClose: () => void;
}

/** Add or edit a sector: its name, kind (hall or committee) and capacity, checked by the API's schema. */
export function SectorDialog({ sector, version, busy, onSave, onClose }: Props) {
  const { t } = useTranslation('exam-generation');
  const lang = useLang();
  const [name, setName] = useState('');
  const [kind, setKind] = useState<SectorKind>('hall');
  const [capacity, setCapacity] = useState('');
  const [errors, setErrors] = useState<Record<string, Bilingual>>({});
  useEffect(() => {
    const s = sector === 'new' ? null : sector;
    setName(s?.name ?? '');
    setKind(s?.kind ?? 'hall');
    setCapacity(s ? String(s.capacity) : '');
    setErrors({});
  }, [sector]);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const body = { name, kind, capacity: capacity.trim() === '' ? Number.NaN : Number(capacity), version };
    const valid = validateExamBody(sectorBodySchema, body);
    if (!valid.success) return setErrors(valid.fields);
    try {
      await onSave(valid.data);
    } catch (x) {
      if (x instanceof ApiError) setErrors(x.fields);
      else throw x;
    }
  };
  const err = (k: string) => (errors[k] ? pick(errors[k], lang) : undefined);
  return (
    <Dialog
      open={sector !== null}
      onClose={onClose}
      title={sector === 'new' ? t('sectors.add') : t('sectors.edit')}
      data-testid="sector-dialog"
    >
      <form onSubmit={submit} noValidate className="grid gap-3">
        <TextField
          label={t('sectors.name')}
          value={name}
          maxLength={STUDENT_LIMITS.sectorNameMax}
          onChange={(e) => setName(e.target.value)}
          error={err('name')}
          data-testid="sector-name"
        />
        <SelectField
          label={t('sectors.kind')}
          value={kind}
          onChange={(v) => setKind(v as SectorKind)}
          options={SECTOR_KINDS.map((k) => ({ value: k, label: t(`sectors.kinds.${k}`) }))}
          data-testid="sector-kind"
        />
        <TextField
          label={t('sectors.capacity')}
          type="number"
          min={1}
          max={STUDENT_LIMITS.sectorCapacityMax}
          value={capacity}
          onChange={(e) => setCapacity(e.target.value)}
          error={err('capacity')}
          data-testid="sector-capacity"
        />
        <div className="flex justify-end gap-2">
          <Button type="button" variant="secondary" onClick={onClose} disabled={busy}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" busy={busy} data-testid="sector-save">
            {t('sectors.save')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
