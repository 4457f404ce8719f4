import { labelOf, QUESTION_TYPES } from '@mizan/domain/codes';
import {
  IMPORT_KIND_CODES,
  IMPORT_KIND_TYPES,
  IMPORT_KINDS,
  type ImportKind,
} from '@mizan/domain/question-import';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLang } from '../app/useLang';
import { downloadTemplate } from './import.api';
import '../i18n/texts/question-import';

const extensionsOf = (kind: ImportKind) => IMPORT_KINDS[kind].extensions.map((e) => `.${e}`).join(' ');

/** SPEC 3 import types 1 to 6 and GIFT, Aiken and QTI: each with what it holds and its template. */
export function KindPicker({
  value,
  onChange,
  disabled,
}: {
  value: ImportKind | null;
  onChange: (kind: ImportKind) => void;
  disabled?: boolean;
}) {
  const { t } = useTranslation('question-import');
  const lang = useLang();
  const [fetching, setFetching] = useState<ImportKind | null>(null);

  const template = async (kind: ImportKind) => {
    setFetching(kind);
    try {
      await downloadTemplate(kind);
    } catch {
      // SPEC 8: the wrapper's toast.
    }
    setFetching(null);
  };

  return (
    <fieldset data-testid="import-kinds">
      <legend className="mb-2 font-semibold">{t('kind.title')}</legend>
      <div className="grid gap-2 md:grid-cols-2 xl:grid-cols-3">
        {IMPORT_KIND_CODES.map((kind) => {
          const k = IMPORT_KINDS[kind];
          const chosen = value === kind;
          return (
            <div
              key={kind}
              className={`flex flex-col gap-1 rounded-lg border p-3 transition-colors ${
                chosen
                  ? 'border-primary-600 bg-primary-50 dark:border-primary-400 dark:bg-primary-950'
                  : 'border-line bg-panel hover:border-primary-300'
              }`}
              data-testid={`import-kind-${kind}`}
            >
              <label className="flex cursor-pointer items-start gap-2">
                <input
                  type="radio"
                  name="import-kind"
                  value={kind}
                  checked={chosen}
                  disabled={disabled}
                  onChange={() => onChange(kind)}
                  className="mt-1 accent-primary-600"
                  data-testid={`import-kind-radio-${kind}`}
                />
                <span className="flex flex-col gap-1">
                  <span className="font-medium">
                    {k[lang]}{' '}
                    <span className="font-mono text-xs text-muted" dir="ltr">
                      {extensionsOf(kind)}
                    </span>
                  </span>
                  <span className="text-sm text-muted">{k.description[lang]}</span>
                  <span className="text-xs text-muted">
                    {t('kind.types', {
                      types: IMPORT_KIND_TYPES[kind]
                        .map((q) => labelOf(QUESTION_TYPES, q, lang))
                        .join(lang === 'ar' ? '، ' : ', '),
                    })}
                  </span>
                </span>
              </label>
              <button
                type="button"
                onClick={() => void template(kind)}
                disabled={fetching !== null}
                className="ms-6 self-start rounded px-1 text-sm font-medium text-primary-700 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-primary-500 disabled:opacity-60 dark:text-primary-300"
                data-testid={`import-template-${kind}`}
              >
                {fetching === kind ? t('kind.downloading') : t('kind.template')}
              </button>
            </div>
          );
        })}
      </div>
    </fieldset>
  );
}
