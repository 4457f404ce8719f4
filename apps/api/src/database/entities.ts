import {
  AppSettingSchema,
  LoginFailureSchema,
  PortalTokenUseSchema,
  SessionSchema,
} from '../auth/session.entity.js';
import { ScopeSchema } from '../scopes/scope.entity.js';
import { UserImageSchema, UserSchema } from '../users/user.entity.js';

/** Every entity of the app; areas add theirs here. */
export const ENTITIES = [
  ScopeSchema,
  UserSchema,
  UserImageSchema,
  SessionSchema,
  LoginFailureSchema,
  PortalTokenUseSchema,
  AppSettingSchema,
];
