import { Global, Module } from '@nestjs/common';
import { JobQueue } from './job-queue.service.js';

/** Platform: long work with progress over sockets (README.md). Holds no area rules. */
@Global()
@Module({ providers: [JobQueue], exports: [JobQueue] })
export class JobsModule {}
