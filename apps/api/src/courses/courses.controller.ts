import {
  Body,
  Controller,
  Delete,
  Get,
  HttpCode,
  Param,
  Post,
  Put,
  Query,
  UseInterceptors,
} from '@nestjs/common';
import { FormFile, fileUpload } from '../files/multipart.js';
import { type AppId, Right } from '@mizan/domain/access';
import {
  type CourseActivationResponse,
  type CourseAddFilters,
  type CourseEditResponse,
  type CourseElectronicExamsResponse,
  type CourseFoundation,
  type CourseListQuery,
  type CourseListResponse,
  type CourseSavedResponse,
  type CourseSubjectsResponse,
  type CourseViewResponse,
  type ExamRedirectResponse,
  type FileImportResponse,
  type ImportInstructorsResponse,
  type ImportRoleResponse,
  type MessageResponse,
  type ServiceImportResponse,
  courseActivationSchema,
  courseAddSchema,
  courseEditSchema,
  courseListQuerySchema,
  courseViewQuerySchema,
  fileImportFieldsSchema,
  foundationQuerySchema,
  importInstructorsSchema,
  importRoleQuerySchema,
  serviceImportSchema,
} from '@mizan/domain/courses';
import { LIMITS } from '@mizan/domain/limits';
import { validate } from '@mizan/domain/validation';
import type { z } from 'zod';
import type { RequestAuth } from '../auth/session.store.js';
import { Access } from '../common/access.decorator.js';
import { DomainError, notFound } from '../common/domain-error.js';
import { AppIdParam, CurrentAuth, ValidBody, ValidQuery } from '../common/request.decorators.js';
import { COURSE_APPS, idParam } from './course-access.js';
import type { UploadedFile as Upload } from '../files/upload.js';
import { CourseImportService } from './course-import.service.js';
import { CoursesService } from './courses.service.js';

const activeFlag = (v: string) => {
  if (v === '1' || v === 'true') return true;
  if (v === '0' || v === 'false') return false;
  throw notFound();
};

/**
 * 165.1.1. Courses: the calls of SPEC 7 'Courses' (ILO calls: course-ilos/). {appId} is the app
 * the screen belongs to; each method declares the right and the apps it serves there (`pathApps`,
 * else 165.1.1. alone), and the guard checks them (see API.md).
 */
@Controller('api/courses/:appId')
export class CoursesController {
  constructor(
    private readonly courses: CoursesService,
    private readonly imports: CourseImportService,
  ) {}

  @Get('getList')
  @Access('165.1.1.', Right.view, { pathApps: COURSE_APPS, sessionInRead: true })
  list(
    @CurrentAuth() auth: RequestAuth,
    @AppIdParam() appId: AppId,
    @ValidQuery(courseListQuerySchema) q: CourseListQuery,
  ): Promise<CourseListResponse> {
    return this.courses.list(auth, appId, q);
  }

  @Get('getAddFilters')
  @Access('165.1.1.', Right.view, { pathApps: COURSE_APPS })
  addFilters(@CurrentAuth() auth: RequestAuth): Promise<CourseAddFilters> {
    return this.courses.addFilters(auth);
  }

  @Get('getFoundation')
  @Access('165.1.1.', Right.add)
  foundation(
    @CurrentAuth() auth: RequestAuth,
    @ValidQuery(foundationQuerySchema) q: z.output<typeof foundationQuerySchema>,
  ): Promise<CourseFoundation> {
    return this.courses.foundation(auth, q.scopeId);
  }

  @Post('add')
  @HttpCode(200)
  @Access('165.1.1.', Right.add)
  add(
    @CurrentAuth() auth: RequestAuth,
    @ValidBody(courseAddSchema) body: z.output<typeof courseAddSchema>,
  ): Promise<CourseSavedResponse & { courseId: number }> {
    return this.courses.add(auth, body);
  }

  @Get('edit/:courseId')
  @Access('165.1.1.', Right.edit)
  editInfo(
    @CurrentAuth() auth: RequestAuth,
    @Param('courseId') courseId: string,
  ): Promise<CourseEditResponse> {
    return this.courses.editInfo(auth, idParam(courseId));
  }

  @Put('edit/:courseId')
  @Access('165.1.1.', Right.edit)
  edit(
    @CurrentAuth() auth: RequestAuth,
    @Param('courseId') courseId: string,
    @ValidBody(courseEditSchema) body: z.output<typeof courseEditSchema>,
  ): Promise<CourseSavedResponse> {
    return this.courses.edit(auth, idParam(courseId), body);
  }

  @Get('getCourseSubjects/:courseId')
  @Access('165.1.1.', Right.view, { pathApps: ['165.1.1.', '165.1.2.'] })
  courseSubjects(
    @CurrentAuth() auth: RequestAuth,
    @AppIdParam() appId: AppId,
    @Param('courseId') courseId: string,
  ): Promise<CourseSubjectsResponse> {
    return this.courses.courseSubjects(auth, appId, idParam(courseId));
  }

  @Put('courseActivation/:courseId/:activeFlag')
  @Access('165.1.1.', Right.edit)
  activation(
    @CurrentAuth() auth: RequestAuth,
    @Param('courseId') courseId: string,
    @Param('activeFlag') flag: string,
    @ValidBody(courseActivationSchema) body: z.output<typeof courseActivationSchema>,
  ): Promise<CourseActivationResponse> {
    return this.courses.activation(auth, idParam(courseId), activeFlag(flag), body);
  }

  @Post('serviceImport')
  @HttpCode(200)
  @Access('165.1.1.', Right.add)
  serviceImport(
    @CurrentAuth() auth: RequestAuth,
    @ValidBody(serviceImportSchema) body: z.output<typeof serviceImportSchema>,
  ): Promise<ServiceImportResponse> {
    return this.imports.serviceImport(auth, body.scopeId);
  }

  /** multipart/form-data: file (.xlsx/.xls under 5 MB), and dryRun, scopeId, courseType as fields or query. */
  @Post('fileImport')
  @HttpCode(200)
  @Access('165.1.1.', Right.add)
  @UseInterceptors(fileUpload('file', { fileSize: LIMITS.courseImportMaxBytes + 1, files: 1 }))
  fileImport(
    @CurrentAuth() auth: RequestAuth,
    @Query() query: Record<string, unknown>,
    @Body() fields: Record<string, unknown> | undefined,
    @FormFile() file?: Upload,
  ): Promise<FileImportResponse> {
    const opts = validate(fileImportFieldsSchema, { ...query, ...(fields ?? {}) });
    if (!opts.success) throw DomainError.validation(opts.fields);
    return this.imports.fileImport(auth, file, opts.data);
  }

  @Put('importInstructors')
  @Access('165.1.1.', Right.importInstructors)
  importInstructors(
    @CurrentAuth() auth: RequestAuth,
    @ValidBody(importInstructorsSchema) body: z.output<typeof importInstructorsSchema>,
  ): Promise<ImportInstructorsResponse> {
    return this.imports.importInstructors(auth, body.scope);
  }

  @Get('importRole')
  @Access('165.1.1.', Right.importInstructors)
  importRole(
    @CurrentAuth() auth: RequestAuth,
    @ValidQuery(importRoleQuerySchema) q: z.output<typeof importRoleQuerySchema>,
  ): Promise<ImportRoleResponse> {
    return this.imports.importRole(auth, q.scope);
  }

  @Get(':courseId/getCourseElectronicExams')
  @Access('165.1.1.', Right.view, { pathApps: COURSE_APPS })
  electronicExams(
    @CurrentAuth() auth: RequestAuth,
    @Param('courseId') courseId: string,
  ): Promise<CourseElectronicExamsResponse> {
    return this.courses.electronicExams(auth, idParam(courseId));
  }

  @Get(':courseId/getExamRedirect/:examId')
  @Access('165.1.1.', Right.view, { pathApps: COURSE_APPS })
  examRedirect(
    @CurrentAuth() auth: RequestAuth,
    @Param('courseId') courseId: string,
    @Param('examId') examId: string,
  ): Promise<ExamRedirectResponse> {
    return this.courses.examRedirect(auth, idParam(courseId), idParam(examId));
  }

  @Get(':courseId')
  @Access('165.1.1.', Right.view, { pathApps: COURSE_APPS })
  view(
    @CurrentAuth() auth: RequestAuth,
    @Param('courseId') courseId: string,
    @ValidQuery(courseViewQuerySchema) q: z.output<typeof courseViewQuerySchema>,
  ): Promise<CourseViewResponse> {
    return this.courses.view(auth, idParam(courseId), q.onlyInfo);
  }

  @Delete(':courseId')
  @Access('165.1.1.', Right.delete)
  remove(@CurrentAuth() auth: RequestAuth, @Param('courseId') courseId: string): Promise<MessageResponse> {
    return this.courses.remove(auth, idParam(courseId));
  }
}
