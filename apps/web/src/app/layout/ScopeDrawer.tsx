import type { ScopeNode } from '@mizan/domain/auth';
import { type Lang, pick } from '@mizan/domain/i18n';
import { Drawer, ScopeTree, Spinner, type TreeNode } from '@mizan/ui';
import { RESET } from 'jotai/utils';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { changeScope, scopeTree } from '../../api/auth.api';
import { courseAtom } from '../../state/courseAtom';
import { store } from '../../state/store';
import { useLang } from '../useLang';

const toTree = (n: ScopeNode, lang: Lang): TreeNode => ({
  id: n.id,
  label: pick(n.name, lang),
  childCount: n.childCount,
  children: n.children.map((c) => toTree(c, lang)),
});

interface Props {
  selectedId: number;
  /** The selected scope's path, opened so the selection is visible. */
  openIds: number[];
  onClose: () => void;
}

export default function ScopeDrawer({ selectedId, openIds, onClose }: Props) {
  const { t } = useTranslation('shell');
  const lang = useLang();
  const [root, setRoot] = useState<ScopeNode | null>(null);
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    // Load errors are reported by the fetch wrapper; the drawer then just stays on its spinner.
    scopeTree().then(
      (r) => setRoot(r.root),
      () => undefined,
    );
  }, []);

  const select = async (node: TreeNode) => {
    if (node.id === selectedId) return onClose();
    setSaving(true);
    try {
      await changeScope(node.id);
      // A course belongs to a scope, so a new scope drops the selected course.
      store.set(courseAtom, RESET);
      onClose();
    } catch {
      setSaving(false);
    }
  };

  return (
    <Drawer
      open
      onClose={onClose}
      title={t('scope.title')}
      closeLabel={t('common:close')}
      data-testid="scope-drawer"
    >
      {!root || saving ? (
        <Spinner label={t('common:loading')} />
      ) : (
        <ScopeTree
          root={toTree(root, lang)}
          selectedId={selectedId}
          onSelect={select}
          initiallyOpen={openIds}
          texts={{
            expand: t('scope.expand'),
            collapse: t('scope.collapse'),
            childCount: (n) => t('scope.childCount', { count: n }),
          }}
        />
      )}
    </Drawer>
  );
}
