import { Injectable } from '@nestjs/common';
import type { ScopeNode } from '@mizan/domain/auth';
import { type ScopeRow, ScopesStore } from './scopes.store.js';

/** `path` lies at or under `ancestorPath` (both materialised '/1/4/' paths). */
export const isWithin = (path: string, ancestorPath: string) => path.startsWith(ancestorPath);

@Injectable()
export class ScopesService {
  constructor(private readonly store: ScopesStore) {}

  byId(id: number): Promise<ScopeRow | undefined> {
    return this.store.byId(id);
  }

  /** The tree under the user's own scope, for the scope drawer. */
  async tree(ownScopePath: string): Promise<ScopeNode> {
    const rows = await this.store.under(ownScopePath);
    const nodes = new Map<number, ScopeNode>();
    for (const r of rows) {
      nodes.set(r.id, {
        id: r.id,
        name: r.name,
        level: r.level,
        childCount: r.child_count,
        isLastLevel: r.is_last_level || r.child_count === 0,
        isDepartmentLevel: r.is_department,
        children: [],
      });
    }
    let root: ScopeNode | undefined;
    for (const r of rows) {
      const node = nodes.get(r.id)!;
      const parent = r.parent_id === null ? undefined : nodes.get(r.parent_id);
      if (parent) parent.children.push(node);
      else root ??= node;
    }
    if (!root) throw new Error(`scope tree at ${ownScopePath} is empty`);
    return root;
  }
}
