import { EDIT_TYPES, type EditTypeCode } from '@mizan/domain/codes';
import { Button, Dialog } from '@mizan/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLang } from '../../app/useLang';
import '../../i18n/texts/question-form';

/** SPEC 4: an edit is saved as minor (same version) or major (new version); the user chooses. */
export function EditTypeDialog({
  open,
  saving,
  onSave,
  onClose,
}: {
  open: boolean;
  saving: boolean;
  onSave: (editType: EditTypeCode) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation('question-form');
  const lang = useLang();
  const [editType, setEditType] = useState<EditTypeCode>('0');
  const help: Record<EditTypeCode, string> = { '0': t('save.minorHelp'), '1': t('save.majorHelp') };
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={t('save.editTitle')}
      data-testid="qf-edit-type-dialog"
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={saving}>
            {t('save.cancel')}
          </Button>
          <Button onClick={() => onSave(editType)} busy={saving} data-testid="qf-edit-type-save">
            {t('save.confirm')}
          </Button>
        </>
      }
    >
      <fieldset className="flex flex-col gap-3">
        <legend className="mb-2">{t('save.editTypeIntro')}</legend>
        {(['0', '1'] as const).map((code) => (
          <label
            key={code}
            className={`flex cursor-pointer gap-3 rounded-md border p-3 ${
              editType === code ? 'border-primary-500 bg-primary-50 dark:bg-primary-950' : 'border-line'
            }`}
          >
            <input
              type="radio"
              name="edit-type"
              checked={editType === code}
              onChange={() => setEditType(code)}
              className="mt-1 size-4 accent-primary-600"
              data-testid={`qf-edit-type-${code}`}
            />
            <span>
              <span className="block font-semibold">{EDIT_TYPES[code][lang]}</span>
              <span className="block text-muted">{help[code]}</span>
            </span>
          </label>
        ))}
      </fieldset>
    </Dialog>
  );
}

/** 409 on a stale revision: someone saved after this editor opened. */
export function StaleDialog({
  open,
  onReload,
  onClose,
}: {
  open: boolean;
  onReload: () => void;
  onClose: () => void;
}) {
  const { t } = useTranslation('question-form');
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={t('save.staleTitle')}
      data-testid="qf-stale-dialog"
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t('save.cancel')}
          </Button>
          <Button onClick={onReload} data-testid="qf-stale-reload">
            {t('save.reload')}
          </Button>
        </>
      }
    >
      <p>{t('save.staleBody')}</p>
    </Dialog>
  );
}
