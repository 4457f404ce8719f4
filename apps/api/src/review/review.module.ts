import { Module } from '@nestjs/common';
import { CoursesModule } from '../courses/courses.module.js';
import { NotificationsModule } from '../notifications/notifications.module.js';
import { QuestionsModule } from '../questions/questions.module.js';
import { ReviewAccess } from './review-access.js';
import { ReviewCommentsService } from './review-comments.service.js';
import { ReviewEventLog } from './review-event-log.js';
import { ReviewController } from './review.controller.js';
import { ReviewGateway } from './review.gateway.js';
import { ReviewService } from './review.service.js';

/** 165.2.2. Review questions: decisions, comment threads, the event log and the live review. */
@Module({
  imports: [CoursesModule, QuestionsModule, NotificationsModule],
  controllers: [ReviewController],
  providers: [ReviewService, ReviewCommentsService, ReviewAccess, ReviewEventLog, ReviewGateway],
})
export class ReviewModule {}
