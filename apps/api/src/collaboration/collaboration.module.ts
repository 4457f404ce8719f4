import { Module } from '@nestjs/common';
import { CoursesModule } from '../courses/courses.module.js';
import { QuestionsModule } from '../questions/questions.module.js';
import { CollabAuth } from './collab.auth.js';
import { CollabServer } from './collab.server.js';
import { CollabStore } from './collab.store.js';

/** The y-websocket endpoint under /collab/ (see README.md). CollabStore reads a document's stored state. */
@Module({
  imports: [CoursesModule, QuestionsModule],
  providers: [CollabAuth, CollabStore, CollabServer],
  exports: [CollabStore],
})
export class CollaborationModule {}
