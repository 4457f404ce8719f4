import {
  AppSettingSchema,
  LoginFailureSchema,
  PortalTokenUseSchema,
  SessionSchema,
} from '../auth/session.entity.js';
import { CourseIloSchema } from '../course-ilos/course-ilo.entity.js';
import { CourseSchema, CourseStaffSchema, RoleSchema, StudyPlanSchema } from '../courses/course.entity.js';
import { ScopeSchema } from '../scopes/scope.entity.js';
import { SubjectIloSchema, SubjectSchema } from '../subjects/subject.entity.js';
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
  StudyPlanSchema,
  CourseSchema,
  CourseStaffSchema,
  RoleSchema,
  CourseIloSchema,
  SubjectSchema,
  SubjectIloSchema,
];
