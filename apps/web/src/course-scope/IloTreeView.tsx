import type { CourseIloTree, FlexibleIloNode } from '@mizan/domain/course-ilos';
import { pick } from '@mizan/domain/i18n';
import { Button } from '@mizan/ui';
import { useTranslation } from 'react-i18next';
import { useLang } from '../app/useLang';
import { isFixedTree } from './ilo-tree';
import '../i18n/texts/courses';

interface Props {
  tree: CourseIloTree;
  /** Offer a delete button per ILO (course ILOs screen). */
  onDelete?: (iloId: number, label: string) => void;
  testIdPrefix?: string;
}

const Code = ({ code }: { code: string }) =>
  code ? (
    <span className="me-2 inline-block rounded bg-surface px-1.5 text-xs font-medium text-muted">
      <bdi dir="ltr">{code}</bdi>
    </span>
  ) : null;

/** ILOs read-only: grouped under the headers 1.1.-1.4. in fixed mode, nested in flexible mode. */
export function IloTreeView({ tree, onDelete, testIdPrefix = 'ilo' }: Props) {
  const { t } = useTranslation('courses');
  const lang = useLang();

  const del = (id: number, label: string) =>
    onDelete && (
      <Button
        variant="ghost"
        className="ms-auto shrink-0 px-2 py-0.5 text-xs text-danger-600 dark:text-danger-500"
        onClick={() => onDelete(id, label)}
        data-testid={`${testIdPrefix}-delete-${id}`}
      >
        {t('ilos.delete')}
      </Button>
    );

  if (isFixedTree(tree))
    return (
      <div className="flex flex-col gap-3">
        {tree.map((h) => (
          <div key={h.headerId} data-testid={`${testIdPrefix}-header-${h.headerCode}`}>
            <h4 className="mb-1 text-sm font-semibold">
              <span className="me-2">
                <bdi dir="ltr">{h.headerCode}</bdi>
              </span>
              {pick(h.headerName, lang)}
            </h4>
            <ul className="ms-2 flex flex-col gap-1 border-s border-line ps-3 text-sm">
              {h.ilos.map((i) => (
                <li key={i.iloID} data-testid={`${testIdPrefix}-${i.iloID}`}>
                  <div className="flex items-start gap-1">
                    <span>
                      <Code code={i.iloCode} />
                      {pick(i.iloDesc, lang)}
                    </span>
                    {del(i.iloID, pick(i.iloDesc, lang))}
                  </div>
                  {i.subIlos.length > 0 && (
                    <ul className="ms-4 mt-1 flex flex-col gap-1 border-s border-line ps-3 text-muted">
                      {i.subIlos.map((s) => (
                        <li
                          key={s.subIloID}
                          data-testid={`${testIdPrefix}-${s.subIloID}`}
                          className="flex items-start gap-1"
                        >
                          <span>
                            <Code code={s.subIloCode} />
                            {pick(s.subIloDesc, lang)}
                          </span>
                          {del(s.subIloID, pick(s.subIloDesc, lang))}
                        </li>
                      ))}
                    </ul>
                  )}
                </li>
              ))}
            </ul>
          </div>
        ))}
      </div>
    );

  const render = (nodes: FlexibleIloNode[], depth: number) => (
    <ul
      className={
        depth ? 'ms-4 mt-1 flex flex-col gap-1 border-s border-line ps-3' : 'flex flex-col gap-1 text-sm'
      }
    >
      {nodes.map((n) => (
        <li key={n.iloId} data-testid={`${testIdPrefix}-${n.iloId}`}>
          <div className="flex items-start gap-1">
            <span className={depth ? 'text-muted' : undefined}>
              <Code code={n.ilo_code} />
              {pick(n.description, lang)}
            </span>
            {del(n.iloId, pick(n.description, lang))}
          </div>
          {n.children.length > 0 && render(n.children, depth + 1)}
        </li>
      ))}
    </ul>
  );
  return render(tree as FlexibleIloNode[], 0);
}
