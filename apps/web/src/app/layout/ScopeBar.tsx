import { pick } from '@mizan/domain/i18n';
import { useAtomValue } from 'jotai';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { authAtom } from '../../state/authAtom';
import { scopeAtom } from '../../state/scopeAtom';
import { useLang } from '../useLang';

// The drawer (tree fetch, tree component) loads on first open.
const ScopeDrawer = lazy(() => import('./ScopeDrawer'));

/** Shows the selected scope's path; clicking it opens the scope-tree drawer (SPEC 2 courses area). */
export function ScopeBar() {
  const { t } = useTranslation('shell');
  const lang = useLang();
  const selected = useAtomValue(scopeAtom);
  const session = useAtomValue(authAtom);
  const scope = selected ?? session?.scope;
  const [open, setOpen] = useState(false);
  if (!scope) return null;
  const path = scope.path.length > 0 ? scope.path.map((p) => pick(p.name, lang)) : [pick(scope.name, lang)];
  return (
    <div className="border-b border-line bg-primary-50 dark:bg-primary-950">
      <div className="flex items-center gap-2 px-4 py-1.5 text-sm">
        <span className="text-muted">{t('scope.label')}</span>
        <button
          type="button"
          data-testid="scope-bar"
          onClick={() => setOpen(true)}
          aria-haspopup="dialog"
          className="rounded px-2 py-0.5 font-medium text-primary-800 hover:bg-primary-100 dark:text-primary-200 dark:hover:bg-primary-900"
        >
          {path.join(' / ')}
        </button>
      </div>
      {open && (
        <Suspense fallback={null}>
          <ScopeDrawer
            selectedId={scope.selectedScopeId}
            openIds={scope.path.map((p) => p.id)}
            onClose={() => setOpen(false)}
          />
        </Suspense>
      )}
    </div>
  );
}
