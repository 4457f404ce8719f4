import type { Bilingual } from '@mizan/domain/i18n';
import { defineEntity, p } from '@mikro-orm/core';

/**
 * A node of the university's scope tree (university -> faculty -> department ...).
 * `path` is the materialised id path ('/1/4/9/'), so "in scope" is one prefix test.
 */
export const ScopeSchema = defineEntity({
  name: 'Scope',
  tableName: 'scope',
  properties: {
    id: p.integer().primary().autoincrement(),
    parent: () => p.manyToOne(ScopeSchema).nullable().ref(),
    /** The university's own code for the unit (and the SIS key). */
    code: p.string().length(50).unique(),
    name: p.json<Bilingual>(),
    level: p.smallint(),
    path: p.string().length(400),
    isDepartment: p.boolean().default(false),
    isLastLevel: p.boolean().default(false),
  },
});
export type Scope = InstanceType<typeof ScopeSchema.class>;
