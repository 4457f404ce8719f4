import { Module } from '@nestjs/common';
import { CoursesModule } from '../courses/courses.module.js';
import { SystemController } from './system.controller.js';

@Module({ imports: [CoursesModule], controllers: [SystemController] })
export class SystemModule {}
