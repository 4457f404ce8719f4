import type { PaperFormat } from '@mizan/domain/exam-papers';
import { PAPER_MESSAGES } from '@mizan/domain/exam-papers';
import { pick } from '@mizan/domain/i18n';
import { Button } from '@mizan/ui';
import { useTranslation } from 'react-i18next';
import { useLang } from '../../app/useLang';
import { useAction } from '../hooks/useAction';
import { downloadModel } from '../papers.api';
import { ErrorNote } from './ErrorNote';
import type { PaperScreenProps } from './PaperShell';

const FILES: { format: PaperFormat; key: boolean; id: string }[] = [
  { format: 'pdf', key: false, id: 'pdf' },
  { format: 'docx', key: false, id: 'docx' },
  { format: 'pdf', key: true, id: 'pdf-key' },
  { format: 'docx', key: true, id: 'docx-key' },
];

/** Each model's paper and answer key as PDF or Word; an incomplete model says why it cannot be (SPEC 4). */
export function ModelDownloads({ view, examId }: PaperScreenProps) {
  const { t } = useTranslation('exam-papers');
  const lang = useLang();
  const { busy, error, run } = useAction();
  return (
    <section className="mb-4 rounded-lg border border-line bg-panel p-4" data-testid="print-models">
      <h2 className="mb-3 text-lg font-semibold">{t('print.models')}</h2>
      <ErrorNote error={error} testId="print-error" />
      <table className="w-full text-sm">
        <thead>
          <tr className="text-muted">
            <th className="px-2 pb-1 text-start font-medium">{t('print.model')}</th>
            <th className="px-2 pb-1 text-start font-medium">{t('print.files')}</th>
          </tr>
        </thead>
        <tbody>
          {view.models.map((m) => (
            <tr key={m.modelNo} className="border-t border-line" data-testid={`print-model-${m.modelNo}`}>
              <td className="px-2 py-2 font-mono">{m.code}</td>
              <td className="px-2 py-2">
                {m.complete ? (
                  <div className="flex flex-wrap gap-2">
                    {FILES.map((f) => (
                      <Button
                        key={f.id}
                        variant="secondary"
                        busy={busy === `${m.modelNo}-${f.id}`}
                        disabled={busy !== null}
                        data-testid={`print-${m.modelNo}-${f.id}`}
                        onClick={() =>
                          run(`${m.modelNo}-${f.id}`, () =>
                            downloadModel(
                              examId,
                              m.modelNo,
                              f.format,
                              f.key,
                              `${view.exam.name} - ${m.code}${f.key ? ` - ${t('print.keySuffix')}` : ''}`,
                            ),
                          )
                        }
                      >
                        {t(`print.file.${f.id}`)}
                      </Button>
                    ))}
                  </div>
                ) : (
                  <span className="text-muted" data-testid={`print-incomplete-${m.modelNo}`}>
                    {pick(PAPER_MESSAGES.modelIncomplete, lang)}
                  </span>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
