import { ILO_HEADERS, type IloHeaderCode, LANGUAGES, type LanguageCode, codesOf } from '@mizan/domain/codes';
import {
  COURSE_ILO_MESSAGES,
  type CourseIloTree,
  type FlexibleIloNode,
  type IloInput,
  iloImportSchema,
} from '@mizan/domain/course-ilos';
import { fill, pick } from '@mizan/domain/i18n';
import { LIMITS } from '@mizan/domain/limits';
import { validate } from '@mizan/domain/validation';
import { Alert, Button, Dialog } from '@mizan/ui';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLang } from '../../app/useLang';
import { errorText } from '../../course-scope/errors';
import { formatNumber } from '@mizan/domain/i18n';
import { isFixedTree } from '../../course-scope/ilo-tree';
import { showToast } from '../../state/store';
import { importIlos } from '../course-ilos.api';
import '../../i18n/texts/course-ilos';

interface Row {
  key: number;
  header: IloHeaderCode;
  code: string;
  description: string;
  /** The code of the row this one sits under; '' for a top-level ILO. */
  parent: string;
}

interface Props {
  open: boolean;
  courseId: number;
  language: LanguageCode;
  flexible: boolean;
  /** The course's current ILOs: their codes are offered, so one language's texts join the other's. */
  current: CourseIloTree;
  onClose: () => void;
  onImported: () => void;
}

let nextKey = 1;
const blank = (parent = ''): Row => ({ key: nextKey++, header: '1.1.', code: '', description: '', parent });

function rowsOf(tree: CourseIloTree, lang: 'ar' | 'en'): Row[] {
  const rows: Row[] = [];
  if (isFixedTree(tree)) {
    for (const h of tree)
      for (const i of h.ilos) {
        rows.push({
          key: nextKey++,
          header: h.headerCode,
          code: i.iloCode,
          description: i.iloDesc[lang],
          parent: '',
        });
        for (const s of i.subIlos)
          rows.push({
            key: nextKey++,
            header: h.headerCode,
            code: s.subIloCode,
            description: s.subIloDesc[lang],
            parent: i.iloCode,
          });
      }
  } else {
    const walk = (nodes: FlexibleIloNode[], parent: string) => {
      for (const n of nodes) {
        rows.push({
          key: nextKey++,
          header: '1.1.',
          code: n.ilo_code,
          description: n.description[lang],
          parent,
        });
        walk(n.children, n.ilo_code);
      }
    };
    walk(tree as FlexibleIloNode[], '');
  }
  return rows.length ? rows : [blank()];
}

/** Rows to the nested IloInput tree (parents by code, in order). */
function toInput(rows: Row[], flexible: boolean): IloInput[] {
  const build = (parent: string, depth: number): IloInput[] =>
    rows
      .filter((r) => r.parent === parent && r.code.trim())
      .map((r) => {
        const children = depth < 6 ? build(r.code.trim(), depth + 1) : [];
        return {
          ...(parent === '' && !flexible ? { headerCode: r.header } : {}),
          code: r.code.trim(),
          description: r.description.trim(),
          ...(children.length ? { children } : {}),
        };
      });
  return build('', 0);
}

/**
 * Import a course's ILOs in one language (SPEC 7 importCourseIlos): from the student-information
 * system, or typed here. Existing codes get this language's text, new codes are added; a course
 * has 1 to 10 ILOs.
 */
export function ImportIlosDialog({
  open,
  courseId,
  language,
  flexible,
  current,
  onClose,
  onImported,
}: Props) {
  const { t } = useTranslation('course-ilos');
  const lang = useLang();
  const textLang = LANGUAGES[language].lang;
  const [rows, setRows] = useState<Row[]>([]);
  const [failure, setFailure] = useState<unknown>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState<'sis' | 'rows' | null>(null);

  // Filled once per opening (the parent mounts the dialog when it opens).
  // biome-ignore lint/correctness/useExhaustiveDependencies: later changes of the course's ILOs must not wipe typed rows
  useEffect(() => {
    if (open) {
      setRows(rowsOf(current, textLang));
      setFailure(null);
      setError(null);
    }
  }, [open]);

  const set = (key: number, patch: Partial<Row>) =>
    setRows((rs) => rs.map((r) => (r.key === key ? { ...r, ...patch } : r)));

  const send = async (body: { lang: LanguageCode; ilos?: IloInput[] }, kind: 'sis' | 'rows') => {
    setBusy(kind);
    setFailure(null);
    setError(null);
    try {
      const r = await importIlos(courseId, body);
      showToast(pick(r.message, lang), 'success');
      onImported();
      onClose();
    } catch (e) {
      setFailure(e ?? new Error());
    }
    setBusy(null);
  };

  const submitRows = () => {
    const ilos = toInput(rows, flexible);
    if (ilos.length < LIMITS.courseIlosMin || ilos.length > LIMITS.courseIlosMax) {
      setError(
        pick(
          fill(COURSE_ILO_MESSAGES.ilosCount, { min: LIMITS.courseIlosMin, max: LIMITS.courseIlosMax }),
          lang,
        ),
      );
      return;
    }
    const body = { lang: language, ilos };
    const checked = validate(iloImportSchema, body);
    if (!checked.success) {
      const first = Object.values(checked.fields)[0];
      setError(pick(first ?? COURSE_ILO_MESSAGES.iloDescriptionRequired, lang));
      return;
    }
    void send(body, 'rows');
  };

  const topCodes = rows.filter((r) => r.parent === '' && r.code.trim()).map((r) => r.code.trim());
  const parentOptions = (self: Row) =>
    (flexible
      ? rows.filter((r) => r.key !== self.key && r.code.trim()).map((r) => r.code.trim())
      : topCodes
    ).filter((c) => c !== self.code.trim());
  const topCount = topCodes.length;

  return (
    <Dialog
      open={open}
      onClose={busy ? () => undefined : onClose}
      title={t('import.title', { language: LANGUAGES[language][lang] })}
      width={900}
      data-testid="ilo-import-dialog"
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={!!busy}>
            {t('common:cancel')}
          </Button>
          <Button
            variant="secondary"
            onClick={() => void send({ lang: language }, 'sis')}
            busy={busy === 'sis'}
            disabled={!!busy}
            data-testid="ilo-import-sis"
          >
            {t('import.fromSis')}
          </Button>
          <Button onClick={submitRows} busy={busy === 'rows'} disabled={!!busy} data-testid="ilo-import-save">
            {t('import.save')}
          </Button>
        </>
      }
    >
      <p className="mb-3 text-muted">{t('import.body')}</p>
      {(failure != null || error) && (
        <Alert kind="warning" className="mb-3" data-testid="ilo-import-error">
          {error ?? errorText(failure, lang)}
        </Alert>
      )}
      <p className="mb-2 text-xs text-muted" data-testid="ilo-import-count">
        {t('import.count', {
          count: topCount,
          max: formatNumber(LIMITS.courseIlosMax, lang),
        })}
      </p>
      <div className="max-h-[50vh] overflow-auto">
        <table className="w-full text-sm">
          <thead className="sticky top-0 bg-panel text-muted">
            <tr>
              {!flexible && <th className="px-1 py-1 text-start font-medium">{t('import.header')}</th>}
              <th className="px-1 py-1 text-start font-medium">{t('import.code')}</th>
              <th className="px-1 py-1 text-start font-medium">{t('import.parent')}</th>
              <th className="px-1 py-1 text-start font-medium">
                {t('import.description', { language: LANGUAGES[language][lang] })}
              </th>
              <th className="px-1 py-1">
                <span className="sr-only">{t('import.remove')}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((r, i) => (
              <tr key={r.key} className="align-top">
                {!flexible && (
                  <td className="px-1 py-1">
                    <select
                      aria-label={t('import.header')}
                      value={r.header}
                      disabled={r.parent !== ''}
                      onChange={(e) => set(r.key, { header: e.target.value as IloHeaderCode })}
                      className="w-48 rounded border border-line bg-panel px-1 py-1 disabled:opacity-50"
                    >
                      {codesOf(ILO_HEADERS).map((c) => (
                        <option key={c} value={c}>
                          {c} {ILO_HEADERS[c][lang]}
                        </option>
                      ))}
                    </select>
                  </td>
                )}
                <td className="px-1 py-1">
                  <input
                    aria-label={t('import.code')}
                    value={r.code}
                    dir="ltr"
                    onChange={(e) => set(r.key, { code: e.target.value })}
                    className="w-20 rounded border border-line bg-panel px-2 py-1"
                    data-testid={`ilo-row-code-${i}`}
                  />
                </td>
                <td className="px-1 py-1">
                  <select
                    aria-label={t('import.parent')}
                    value={r.parent}
                    onChange={(e) => set(r.key, { parent: e.target.value })}
                    className="w-24 rounded border border-line bg-panel px-1 py-1"
                  >
                    <option value="">{t('import.topLevel')}</option>
                    {parentOptions(r).map((c) => (
                      <option key={c} value={c}>
                        {c}
                      </option>
                    ))}
                  </select>
                </td>
                <td className="px-1 py-1">
                  <textarea
                    aria-label={t('import.description', { language: LANGUAGES[language][lang] })}
                    value={r.description}
                    lang={textLang}
                    dir={textLang === 'ar' ? 'rtl' : 'ltr'}
                    rows={2}
                    onChange={(e) => set(r.key, { description: e.target.value })}
                    className="w-full min-w-48 rounded border border-line bg-panel px-2 py-1"
                    data-testid={`ilo-row-desc-${i}`}
                  />
                </td>
                <td className="px-1 py-1">
                  <Button
                    variant="ghost"
                    className="px-2 py-1"
                    aria-label={t('import.remove')}
                    onClick={() => setRows((rs) => (rs.length > 1 ? rs.filter((x) => x.key !== r.key) : rs))}
                  >
                    ×
                  </Button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <Button
        variant="ghost"
        className="mt-2"
        onClick={() => setRows((rs) => [...rs, blank()])}
        data-testid="ilo-row-add"
      >
        {t('import.addRow')}
      </Button>
    </Dialog>
  );
}
