import { defineEntity, p } from '@mikro-orm/core';
import { UserSchema } from '../users/user.entity.js';

/** A login. The token names it; the row decides whether it still lives (revocable, shared by all processes). */
export const SessionSchema = defineEntity({
  name: 'Session',
  tableName: 'user_session',
  properties: {
    id: p.uuid().primary(),
    user: () => p.manyToOne(UserSchema).ref().deleteRule('cascade'),
    createdAt: p.datetime().onCreate(() => new Date()),
    expiresAt: p.datetime(),
    revokedAt: p.datetime().nullable(),
    userAgent: p.string().length(300).nullable(),
    ip: p.string().length(60).nullable(),
  },
});

/** Failed logins per username, for the lock-out after 5 failures in 15 minutes. */
export const LoginFailureSchema = defineEntity({
  name: 'LoginFailure',
  tableName: 'login_failure',
  properties: {
    id: p.bigint().primary().autoincrement(),
    username: p.string().length(100),
    at: p.datetime(),
    ip: p.string().length(60).nullable(),
  },
});

/** One-time portal tokens already spent: a replay finds its nonce here. */
export const PortalTokenUseSchema = defineEntity({
  name: 'PortalTokenUse',
  tableName: 'portal_token_use',
  properties: {
    nonce: p.string().length(100).primary(),
    usedAt: p.datetime(),
  },
});

/** Process-wide settings that must be the same in every API process (the token secret). */
export const AppSettingSchema = defineEntity({
  name: 'AppSetting',
  tableName: 'app_setting',
  properties: {
    key: p.string().length(100).primary(),
    value: p.text(),
  },
});
