import { Injectable } from '@nestjs/common';
import type { Bilingual } from '@mizan/domain/i18n';
import { Db } from '../database/db.service.js';

export interface ScopeRow {
  id: number;
  parent_id: number | null;
  name: Bilingual;
  level: number;
  path: string;
  is_department: boolean;
  is_last_level: boolean;
  child_count: number;
}

/** SQL on the scope tree. */
@Injectable()
export class ScopesStore {
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

  /** The scope at `path` and every scope under it, parents first. */
  under(path: string): Promise<ScopeRow[]> {
    return this.rows('s.path like ?', [`${path}%`]);
  }
}
