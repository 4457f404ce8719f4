import { Module } from '@nestjs/common';
import { ExamExposureReader } from './exam-exposure.reader.js';

/**
 * The exam exposure reader on its own, so that the questions module (which exam generation imports)
 * can ask it without a cycle between the two modules.
 */
@Module({ providers: [ExamExposureReader], exports: [ExamExposureReader] })
export class ExamExposureModule {}
