import { Menu, MenuButton, MenuItem, MenuItems } from '@headlessui/react';
import { labelOf, QUESTION_TYPES } from '@mizan/domain/codes';
import { fill, pick } from '@mizan/domain/i18n';
import {
  EXPORT_FORMAT_CODES,
  EXPORT_FORMATS,
  type ExportFormat,
  QUESTION_IMPORT_MESSAGES as M,
} from '@mizan/domain/question-import';
import type { QuestionListItem } from '@mizan/domain/questions';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLang } from '../../app/useLang';
import { formatNumber } from '@mizan/domain/i18n';
import { showToast } from '../../state/store';
import { exportQuestions } from '../../question-import/import.api';
import '../../i18n/texts/question-import';
import { buttonClass } from '@mizan/ui';

/**
 * Export from the question list: the ticked questions, or else the questions the filters show on
 * this page, to each export format. Types a format cannot carry are named before the file comes.
 */
export function ExportMenu({
  courseId,
  selected,
  pageRows,
}: {
  courseId: number;
  selected: QuestionListItem[];
  pageRows: QuestionListItem[];
}) {
  const { t } = useTranslation('question-import');
  const lang = useLang();
  const [busy, setBusy] = useState(false);
  const rows = selected.length ? selected : pageRows;

  const run = async (format: ExportFormat) => {
    const f = EXPORT_FORMATS[format];
    const skipped = [...new Set(rows.map((r) => r.questionType))].filter(
      (type) => !(f.types as readonly string[]).includes(type),
    );
    for (const type of skipped)
      showToast(
        pick(fill(M.exportSkipped, { type: labelOf(QUESTION_TYPES, type, lang), format: f[lang] }), lang),
        'info',
      );
    setBusy(true);
    try {
      await exportQuestions(
        courseId,
        format,
        rows.map((r) => r.questionId),
      );
    } catch {
      // SPEC 8: the wrapper's toast.
    }
    setBusy(false);
  };

  return (
    <Menu as="div" className="relative">
      <MenuButton
        disabled={busy || rows.length === 0}
        data-testid="question-export"
        className={buttonClass('secondary', 'disabled:opacity-60')}
      >
        {t('export.button')} <span aria-hidden="true">▾</span>
      </MenuButton>
      <MenuItems
        anchor="bottom end"
        data-testid="question-export-formats"
        className="z-40 mt-1 min-w-64 rounded-md border border-line bg-panel p-1 text-ink shadow-lg focus:outline-none"
      >
        <p className="px-3 py-1 text-xs text-muted" data-testid="question-export-scope">
          {selected.length
            ? t('export.selected', { count: selected.length, formatted: formatNumber(selected.length, lang) })
            : t('export.page', { count: rows.length, formatted: formatNumber(rows.length, lang) })}
        </p>
        {EXPORT_FORMAT_CODES.map((format) => (
          <MenuItem key={format}>
            <button
              type="button"
              onClick={() => void run(format)}
              data-testid={`question-export-${format}`}
              className="block w-full rounded px-3 py-2 text-start text-sm data-focus:bg-primary-50 dark:data-focus:bg-primary-950"
            >
              {EXPORT_FORMATS[format][lang]}
            </button>
          </MenuItem>
        ))}
      </MenuItems>
    </Menu>
  );
}
