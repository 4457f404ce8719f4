import { Injectable } from '@nestjs/common';
import type { ScopeNode } from '@mizan/domain/auth';
import type { Bilingual } from '@mizan/domain/i18n';
import { Db } from '../database/db.service.js';

interface ScopeRow {
  id: number;
  parent_id: number | null;
  name: Bilingual;
  level: number;
  path: string;
  is_department: boolean;
  is_last_level: boolean;
  child_count: number;
}

/** `path` lies at or under `ancestorPath` (both materialised '/1/4/' paths). */
export const isWithin = (path: string, ancestorPath: string) => path.startsWith(ancestorPath);

@Injectable()
export class ScopesService {
  constructor(private readonly db: Db) {}

  private rows(where: string, params: unknown[]): Promise<ScopeRow[]> {
    return this.db.query<ScopeRow>(
      `select s.id, s.parent_id, s.name, s.level, s.path, s.is_department, s.is_last_level,
         (select count(*)::int from scope c where c.parent_id = s.id) as child_count
       from scope s where ${where} order by s.level, s.id`,
      params,
    );
  }

  async byId(id: number): Promise<ScopeRow | undefined> {
    return (await this.rows('s.id = ?', [id]))[0];
  }

  /** The tree under the user's own scope, for the scope drawer. */
  async tree(ownScopePath: string): Promise<ScopeNode> {
    const rows = await this.rows('s.path like ?', [`${ownScopePath}%`]);
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
