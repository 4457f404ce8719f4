import { formatNumber, pick } from '@mizan/domain/i18n';
import { type ImportPreviewResponse, QUESTION_IMPORT_MESSAGES as M } from '@mizan/domain/question-import';
import type { SubjectItem } from '@mizan/domain/subjects';
import { Alert, Button } from '@mizan/ui';
import { useTranslation } from 'react-i18next';
import { useLang } from '../app/useLang';
import '../i18n/texts/question-import';

interface Props {
  preview: ImportPreviewResponse;
  fileName: string;
  subjects: SubjectItem[];
  busy: boolean;
  /** A category's matching subject becomes the own subject of that category's questions. */
  onCategory: (name: string, subjectId: number) => void;
}

/** What the file held: counts, file warnings, and its categories matched to the course's subjects. */
export function ImportSummary({ preview, fileName, subjects, busy, onCategory }: Props) {
  const { t } = useTranslation('question-import');
  const lang = useLang();
  return (
    <section
      className="flex flex-col gap-3 rounded-lg border border-line bg-panel p-4"
      data-testid="import-summary"
    >
      <h2 className="font-semibold">{t('preview.title', { file: fileName })}</h2>
      <p className="text-sm" data-testid="import-counts">
        {t('preview.counts', {
          total: formatNumber(preview.counts.total, lang),
          valid: formatNumber(preview.counts.valid, lang),
          invalid: formatNumber(preview.counts.invalid, lang),
        })}
      </p>
      {preview.counts.valid === 0 && <Alert kind="warning">{pick(M.noValidQuestions, lang)}</Alert>}
      {preview.warnings.length > 0 && (
        <Alert kind="warning" data-testid="import-file-warnings">
          <ul className="list-disc ps-5">
            {preview.warnings.map((w) => (
              <li key={w.en}>{pick(w, lang)}</li>
            ))}
          </ul>
        </Alert>
      )}
      {preview.categories.length > 0 && (
        <div data-testid="import-categories">
          <h3 className="mb-1 text-sm font-medium">{t('categories.title')}</h3>
          <p className="mb-2 text-xs text-muted">{t('categories.hint')}</p>
          <ul className="flex flex-col gap-1 text-sm">
            {preview.categories.map((c) => {
              const subject = subjects.find((s) => s.subjectId === c.suggestedSubjectId);
              return (
                <li key={c.name} className="flex flex-wrap items-center gap-2">
                  <span className="font-medium" dir="auto">
                    {c.name}
                  </span>
                  <span aria-hidden="true">←</span>
                  {subject ? (
                    <>
                      <bdi data-user-content="">{subject.subjectName}</bdi>
                      <Button
                        variant="ghost"
                        onClick={() => onCategory(c.name, subject.subjectId)}
                        disabled={busy}
                        data-testid={`import-category-use-${c.name}`}
                      >
                        {t('categories.use')}
                      </Button>
                    </>
                  ) : (
                    <span className="italic text-muted">{t('categories.noMatch')}</span>
                  )}
                </li>
              );
            })}
          </ul>
        </div>
      )}
    </section>
  );
}
