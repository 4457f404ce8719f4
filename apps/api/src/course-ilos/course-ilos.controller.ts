import { Controller, Delete, Get, Param, Put } from '@nestjs/common';
import { Right } from '@mizan/domain/access';
import type { CourseIlosLangResponse, MessageResponse } from '@mizan/domain/courses';
import { iloImportSchema } from '@mizan/domain/course-ilos';
import type { z } from 'zod';
import type { RequestAuth } from '../auth/session.store.js';
import { Access } from '../common/access.decorator.js';
import { CurrentAuth, ValidBody } from '../common/request.decorators.js';
import { idParam } from '../courses/course-access.js';
import { CourseIlosService, ILO_APPS, type IloImportResponse } from './course-ilos.service.js';

/**
 * 165.1.3. Course ILOs: the ILO calls of SPEC 7 'Courses' (getCourseIlosLang, importCourseIlos,
 * courseResetIlos) and the ILO delete we designed (API.md), under /api/courses/{appId}.
 */
@Controller('api/courses/:appId/:courseId')
export class CourseIlosController {
  constructor(private readonly ilos: CourseIlosService) {}

  @Get('getCourseIlosLang')
  @Access('165.1.3.', Right.view, { pathApps: ILO_APPS })
  ilosLang(
    @CurrentAuth() auth: RequestAuth,
    @Param('courseId') courseId: string,
  ): Promise<CourseIlosLangResponse> {
    return this.ilos.ilosLang(auth, idParam(courseId));
  }

  @Put('importCourseIlos')
  @Access('165.1.3.', Right.add, { pathApps: ILO_APPS })
  importIlos(
    @CurrentAuth() auth: RequestAuth,
    @Param('courseId') courseId: string,
    @ValidBody(iloImportSchema) body: z.output<typeof iloImportSchema>,
  ): Promise<IloImportResponse> {
    return this.ilos.importIlos(auth, idParam(courseId), body);
  }

  @Delete('courseResetIlos')
  @Access('165.1.3.', Right.delete, { pathApps: ILO_APPS })
  reset(@CurrentAuth() auth: RequestAuth, @Param('courseId') courseId: string): Promise<MessageResponse> {
    return this.ilos.reset(auth, idParam(courseId));
  }

  @Delete('deleteIlo/:iloId')
  @Access('165.1.3.', Right.delete, { pathApps: ILO_APPS })
  deleteIlo(
    @CurrentAuth() auth: RequestAuth,
    @Param('courseId') courseId: string,
    @Param('iloId') iloId: string,
  ): Promise<MessageResponse> {
    return this.ilos.deleteIlo(auth, idParam(courseId), idParam(iloId));
  }
}
