import { Body, Controller, Delete, Get, HttpCode, Param, Post, Put, UseInterceptors } from '@nestjs/common';
import { FormFile, fileUpload } from '../files/multipart.js';
import { Right } from '@mizan/domain/access';
import {
  type DistributeResult,
  type ExamSectorsResult,
  type ExamStudentsResult,
  type SectorAddResult,
  type SectorBody,
  STUDENT_LIMITS,
  type StudentsFileResult,
  type StudentsImportResult,
  type StudentsQuery,
  type StudentsSisBody,
  type StudentsWithdrawBody,
  type StudentsWithdrawResult,
  sectorBodySchema,
  studentsFileFieldsSchema,
  studentsQuerySchema,
  studentsSisBodySchema,
  studentsWithdrawBodySchema,
  versionBodySchema,
  versionQuerySchema,
  validateExamBody,
} from '@mizan/domain/exam-generation';
import type { RequestAuth } from '../auth/session.store.js';
import { Access } from '../common/access.decorator.js';
import { DomainError } from '../common/domain-error.js';
import { CurrentAuth, ValidQuery } from '../common/request.decorators.js';
import { idParam } from '../courses/course-access.js';
import type { UploadedFile as Upload } from '../files/upload.js';
import { ExamBody } from './exam-access.js';
import { ExamSectorsService } from './exam-sectors.service.js';
import { ExamStudentsService } from './exam-students.service.js';

type LockVersion = { lockVersion: number };

/** 165.7.1. an exam's students, sectors and distribution (API.md 'Students, sectors, distribution'). */
@Controller('api/exams/165.7.1.')
export class ExamStudentsController {
  constructor(
    private readonly students: ExamStudentsService,
    private readonly sectors: ExamSectorsService,
  ) {}

  @Get(':examId/students')
  @Access('165.7.1.', Right.view)
  list(
    @CurrentAuth() auth: RequestAuth,
    @Param('examId') examId: string,
    @ValidQuery(studentsQuerySchema) q: StudentsQuery,
  ): Promise<ExamStudentsResult> {
    return this.students.list(auth, idParam(examId), q);
  }

  @Post(':examId/students/sis')
  @HttpCode(200)
  @Access('165.7.1.', Right.edit)
  importSis(
    @CurrentAuth() auth: RequestAuth,
    @Param('examId') examId: string,
    @ExamBody(studentsSisBodySchema) body: StudentsSisBody,
  ): Promise<StudentsImportResult> {
    return this.students.importSis(auth, idParam(examId), body);
  }

  /** multipart/form-data: file (.xlsx/.xls under 5 MB), version, dryRun. */
  @Post(':examId/students/file')
  @HttpCode(200)
  @Access('165.7.1.', Right.edit)
  @UseInterceptors(fileUpload('file', { fileSize: STUDENT_LIMITS.sheetMaxBytes + 1, files: 1 }))
  importFile(
    @CurrentAuth() auth: RequestAuth,
    @Param('examId') examId: string,
    @Body() fields: Record<string, unknown> | undefined,
    @FormFile() file?: Upload,
  ): Promise<StudentsFileResult> {
    const opts = validateExamBody(studentsFileFieldsSchema, fields ?? {});
    if (!opts.success) throw DomainError.validation(opts.fields);
    return this.students.importFile(auth, idParam(examId), file, opts.data);
  }

  @Post(':examId/students/withdraw')
  @HttpCode(200)
  @Access('165.7.1.', Right.edit)
  withdraw(
    @CurrentAuth() auth: RequestAuth,
    @Param('examId') examId: string,
    @ExamBody(studentsWithdrawBodySchema) body: StudentsWithdrawBody,
  ): Promise<StudentsWithdrawResult> {
    return this.students.withdraw(auth, idParam(examId), body);
  }

  @Get(':examId/sectors')
  @Access('165.7.1.', Right.view)
  listSectors(@CurrentAuth() auth: RequestAuth, @Param('examId') examId: string): Promise<ExamSectorsResult> {
    return this.sectors.list(auth, idParam(examId));
  }

  @Post(':examId/sectors')
  @HttpCode(200)
  @Access('165.7.1.', Right.edit)
  addSector(
    @CurrentAuth() auth: RequestAuth,
    @Param('examId') examId: string,
    @ExamBody(sectorBodySchema) body: SectorBody,
  ): Promise<SectorAddResult> {
    return this.sectors.add(auth, idParam(examId), body);
  }

  @Put(':examId/sectors/:sectorId')
  @Access('165.7.1.', Right.edit)
  updateSector(
    @CurrentAuth() auth: RequestAuth,
    @Param('examId') examId: string,
    @Param('sectorId') sectorId: string,
    @ExamBody(sectorBodySchema) body: SectorBody,
  ): Promise<LockVersion> {
    return this.sectors.update(auth, idParam(examId), idParam(sectorId), body);
  }

  @Delete(':examId/sectors/:sectorId')
  @Access('165.7.1.', Right.delete)
  deleteSector(
    @CurrentAuth() auth: RequestAuth,
    @Param('examId') examId: string,
    @Param('sectorId') sectorId: string,
    @ValidQuery(versionQuerySchema) q: { version: number },
  ): Promise<LockVersion> {
    return this.sectors.remove(auth, idParam(examId), idParam(sectorId), q.version);
  }

  @Post(':examId/distribute')
  @HttpCode(200)
  @Access('165.7.1.', Right.edit)
  distribute(
    @CurrentAuth() auth: RequestAuth,
    @Param('examId') examId: string,
    @ExamBody(versionBodySchema) body: { version: number },
  ): Promise<DistributeResult> {
    return this.sectors.distribute(auth, idParam(examId), body.version);
  }

  @Post(':examId/distribution/approve')
  @HttpCode(200)
  @Access('165.7.1.', Right.edit)
  approve(
    @CurrentAuth() auth: RequestAuth,
    @Param('examId') examId: string,
    @ExamBody(versionBodySchema) body: { version: number },
  ): Promise<LockVersion> {
    return this.sectors.approve(auth, idParam(examId), body.version);
  }
}
