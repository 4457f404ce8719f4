import { Controller, Delete, Get, HttpCode, Param, Post, Put, Query } from '@nestjs/common';
import { type AppId, Right } from '@mizan/domain/access';
import type { MessageResponse } from '@mizan/domain/courses';
import {
  type SubjectAddResponse,
  type SubjectDetailResponse,
  type SubjectIlosResponse,
  type SubjectListResponse,
  subjectBodySchema,
  subjectCourseQuerySchema,
  subjectIlosQuerySchema,
  subjectListQuerySchema,
} from '@mizan/domain/subjects';
import { validate } from '@mizan/domain/validation';
import { z } from 'zod';
import type { RequestAuth } from '../auth/session.store.js';
import { Access } from '../common/access.decorator.js';
import { DomainError } from '../common/domain-error.js';
import { AppIdParam, CurrentAuth, ValidBody, ValidQuery } from '../common/request.decorators.js';
import { COURSE_APPS, idParam } from '../courses/course-access.js';
import { SubjectsService } from './subjects.service.js';

const optionalCourseId = z.object({ courseId: subjectIlosQuerySchema.shape.subjectId });

/**
 * 165.1.2. Subjects: the calls of SPEC 7 'Subjects'. The literal 165.1.2. routes come after
 * {appId}/ilos so that path is never read as a subject id.
 */
@Controller('api/subjects')
export class SubjectsController {
  constructor(private readonly subjects: SubjectsService) {}

  @Get(':appId/ilos')
  @Access('165.1.2.', Right.view, { pathApps: COURSE_APPS })
  ilos(
    @CurrentAuth() auth: RequestAuth,
    @ValidQuery(subjectIlosQuerySchema) q: z.output<typeof subjectIlosQuerySchema>,
  ): Promise<SubjectIlosResponse> {
    return this.subjects.ilos(auth, q.courseId, q.subjectId);
  }

  @Get('165.1.2./:subjectId')
  @Access('165.1.2.', Right.view)
  detail(
    @CurrentAuth() auth: RequestAuth,
    @Param('subjectId') subjectId: string,
    @ValidQuery(subjectCourseQuerySchema) q: z.output<typeof subjectCourseQuerySchema>,
  ): Promise<SubjectDetailResponse> {
    return this.subjects.detail(auth, idParam(subjectId), q.courseId);
  }

  @Get(':appId')
  @Access('165.1.2.', Right.view, { pathApps: COURSE_APPS, sessionInRead: true })
  list(
    @CurrentAuth() auth: RequestAuth,
    @AppIdParam() appId: AppId,
    @ValidQuery(subjectListQuerySchema) q: z.output<typeof subjectListQuerySchema>,
  ): Promise<SubjectListResponse> {
    return this.subjects.list(auth, appId, q.courseId, q.activeStatus);
  }

  @Post('165.1.2.')
  @HttpCode(200)
  @Access('165.1.2.', Right.add)
  add(
    @CurrentAuth() auth: RequestAuth,
    @Query() query: Record<string, unknown>,
    @ValidBody(subjectBodySchema) body: z.output<typeof subjectBodySchema>,
  ): Promise<SubjectAddResponse> {
    const q = validate(optionalCourseId, query);
    if (!q.success) throw DomainError.validation(q.fields);
    return this.subjects.add(auth, q.data.courseId, body);
  }

  @Put('165.1.2./:subjectId')
  @Access('165.1.2.', Right.edit)
  update(
    @CurrentAuth() auth: RequestAuth,
    @Param('subjectId') subjectId: string,
    @ValidBody(subjectBodySchema) body: z.output<typeof subjectBodySchema>,
  ): Promise<MessageResponse> {
    return this.subjects.update(auth, idParam(subjectId), body);
  }

  @Delete(':appId/:subjectId')
  @Access('165.1.2.', Right.delete)
  remove(
    @CurrentAuth() auth: RequestAuth,
    @Param('subjectId') subjectId: string,
    @ValidQuery(subjectCourseQuerySchema) q: z.output<typeof subjectCourseQuerySchema>,
  ): Promise<MessageResponse> {
    return this.subjects.remove(auth, idParam(subjectId), q.courseId);
  }
}
