import type { AppRights } from '@mizan/domain/access';
import type { Bilingual } from '@mizan/domain/i18n';
import { defineEntity, p } from '@mikro-orm/core';
import { ScopeSchema } from '../scopes/scope.entity.js';

export type StageId = '33.1.' | '33.2.' | '*';

export const UserSchema = defineEntity({
  name: 'User',
  tableName: 'app_user',
  properties: {
    id: p.integer().primary().autoincrement(),
    username: p.string().length(100).unique(),
    name: p.json<Bilingual>(),
    passwordHash: p.string().length(300).hidden(),
    email: p.string().length(200).nullable(),
    phone: p.string().length(20).nullable(),
    nationalId: p.string().length(14).nullable(),
    /** User origin 10.x; 10.5. is "outside of the system". */
    origin: p.string().length(10).default('10.1.'),
    /** The user's own scope: everything they may see lies under it. */
    scope: () => p.manyToOne(ScopeSchema).ref(),
    /** The scope the user is working in now, at or under `scope`. */
    selectedScope: () => p.manyToOne(ScopeSchema).ref(),
    rights: p.json<AppRights>(),
    stages: p.json<StageId[]>(),
    activeStage: p.string().length(5).default('*'),
    technicalSupport: p.boolean().default(false),
    canSyncCourses: p.boolean().default(false),
    resetPassword: p.boolean().default(false),
    resetMessage: p.json<Bilingual>().nullable(),
    hasImage: p.boolean().default(false),
    createdAt: p.datetime().onCreate(() => new Date()),
    updatedAt: p
      .datetime()
      .onCreate(() => new Date())
      .onUpdate(() => new Date()),
  },
});
export type User = InstanceType<typeof UserSchema.class>;

export const UserImageSchema = defineEntity({
  name: 'UserImage',
  tableName: 'user_image',
  properties: {
    userId: p.integer().primary().autoincrement(false),
    mime: p.string().length(30),
    data: p.blob(),
    updatedAt: p.datetime().onCreate(() => new Date()),
  },
});
