import type { Bilingual } from '@mizan/domain/i18n';
import { formatNumber, pick } from '@mizan/domain/i18n';
import { Button, Dialog, Switch, TextField } from '@mizan/ui';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../api/errors';
import { useLang } from '../../app/useLang';

export interface PlaceDraft {
  name: Bilingual;
  active: boolean;
  /** Halls only. */
  seats?: number;
  computers?: number;
}

interface Props {
  title: string;
  initial: PlaceDraft;
  onSave: (d: PlaceDraft) => Promise<unknown>;
  onClose: () => void;
}

/** The form of a centre (names, active) or a hall (plus seats and computers); 422 texts shown per field. */
export function PlaceForm({ title, initial, onSave, onClose }: Props) {
  const { t } = useTranslation('reserve-exam');
  const lang = useLang();
  const [d, setD] = useState(initial);
  const [errors, setErrors] = useState<Record<string, Bilingual>>({});
  const [busy, setBusy] = useState(false);
  const hall = initial.seats !== undefined;
  const err = (k: string) => (errors[k] ? pick(errors[k], lang) : undefined);
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setBusy(true);
    try {
      await onSave(d);
      onClose();
    } catch (x) {
      if (!(x instanceof ApiError)) throw x;
      setErrors({ ...x.fields, ...(Object.keys(x.fields).length ? {} : { form: x.text }) });
    } finally {
      setBusy(false);
    }
  };
  const num = (v: string) => (v === '' ? 0 : Number(v));
  return (
    <Dialog
      open
      onClose={onClose}
      title={title}
      footer={
        <>
          <Button type="submit" form="reserve-place-form" busy={busy} data-testid="place-save">
            {t('centres.save')}
          </Button>
          <Button variant="secondary" onClick={onClose}>
            {t('view.cancel')}
          </Button>
        </>
      }
    >
      {/* noValidate: the server's per-field texts in the page's language, not the browser's bubbles. */}
      <form id="reserve-place-form" onSubmit={submit} className="flex flex-col gap-3" noValidate>
        <TextField
          label={t('centres.nameAr')}
          dir="rtl"
          value={d.name.ar}
          onChange={(e) => setD({ ...d, name: { ...d.name, ar: e.target.value } })}
          error={err('name.ar') ?? err('name')}
          data-testid="place-name-ar"
        />
        <TextField
          label={t('centres.nameEn')}
          dir="ltr"
          value={d.name.en}
          onChange={(e) => setD({ ...d, name: { ...d.name, en: e.target.value } })}
          error={err('name.en')}
          data-testid="place-name-en"
        />
        {hall && (
          <div className="grid grid-cols-2 gap-3">
            <TextField
              type="number"
              min={1}
              label={t('centres.seats')}
              value={String(d.seats)}
              display={formatNumber(d.seats ?? 0, lang)}
              onChange={(e) => setD({ ...d, seats: num(e.target.value) })}
              error={err('seats')}
              data-testid="place-seats"
            />
            <TextField
              type="number"
              min={0}
              label={t('centres.computers')}
              value={String(d.computers)}
              display={formatNumber(d.computers ?? 0, lang)}
              onChange={(e) => setD({ ...d, computers: num(e.target.value) })}
              error={err('computers')}
              data-testid="place-computers"
            />
          </div>
        )}
        <Switch
          checked={d.active}
          onChange={(active) => setD({ ...d, active })}
          label={t('centres.active')}
        />
        {errors.form && (
          <p className="text-sm text-danger-600 dark:text-danger-500">{pick(errors.form, lang)}</p>
        )}
      </form>
    </Dialog>
  );
}
