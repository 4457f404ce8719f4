import { Module } from '@nestjs/common';
import { CoursesModule } from '../courses/courses.module.js';
import { NotificationsModule } from '../notifications/notifications.module.js';
import { QuestionsModule } from '../questions/questions.module.js';
import { ReviewAccess } from './review-access.js';
import { ReviewCommentsService } from './review-comments.service.js';
import { ReviewDecisionsService } from './review-decisions.service.js';
import { ReviewEventLog } from './review-event.store.js';
import { ReviewStatusHooks } from './review-status.hooks.js';
import { ReviewController } from './review.controller.js';
import { ReviewGateway } from './review.gateway.js';
import { ReviewService } from './review.service.js';
import { ReviewStore } from './review.store.js';

/** 165.2.2. Review questions: decisions, comment threads, the event log and the live review. */
@Module({
  imports: [CoursesModule, QuestionsModule, NotificationsModule],
  controllers: [ReviewController],
  providers: [
    ReviewService,
    ReviewDecisionsService,
    ReviewCommentsService,
    ReviewStatusHooks,
    ReviewAccess,
    ReviewEventLog,
    ReviewStore,
    ReviewGateway,
  ],
})
export class ReviewModule {}
