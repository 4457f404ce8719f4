import { Controller, Get, HttpCode, Param, Patch, Post, Put } from '@nestjs/common';
import { type AppId, Right } from '@mizan/domain/access';
import {
  type CommentBody,
  type CommentSavedResponse,
  type CommentsResponse,
  commentResolveSchema,
  commentSchema,
  type DecisionBody,
  type DecisionResponse,
  decisionSchema,
  type ReviewEventsResponse,
  type ReviewListQuery,
  type ReviewListResponse,
  type ReviewState,
  type ReviewStemBody,
  type ReviewStemResponse,
  reviewEventsQuerySchema,
  reviewListQuerySchema,
  reviewStemSchema,
} from '@mizan/domain/review';
import type { z } from 'zod';
import type { RequestAuth } from '../auth/session.store.js';
import { Access } from '../common/access.decorator.js';
import { AppIdParam, CurrentAuth, ValidBody, ValidQuery } from '../common/request.decorators.js';
import { idParam } from '../courses/course-access.js';
import { REVIEW_READ_APPS } from './review-access.js';
import { ReviewCommentsService } from './review-comments.service.js';
import { ReviewDecisionsService } from './review-decisions.service.js';
import { ReviewService } from './review.service.js';

/**
 * 165.2.2. Review questions (API.md). The literal routes come before `{questionId}` so that
 * getList and events are never read as ids. Comments and events also serve 165.2.1.: the creator
 * reads and answers the reviewers there.
 */
@Controller('api/review-questions')
export class ReviewController {
  constructor(
    private readonly review: ReviewService,
    private readonly decisions: ReviewDecisionsService,
    private readonly comments: ReviewCommentsService,
  ) {}

  @Get('165.2.2./getList')
  @Access('165.2.2.', Right.view, { sessionInRead: true })
  list(
    @CurrentAuth() auth: RequestAuth,
    @ValidQuery(reviewListQuerySchema) q: ReviewListQuery,
  ): Promise<ReviewListResponse> {
    return this.review.list(auth, q);
  }

  @Get(':appId/events')
  @Access('165.2.2.', Right.view, { pathApps: REVIEW_READ_APPS })
  events(
    @CurrentAuth() auth: RequestAuth,
    @ValidQuery(reviewEventsQuerySchema) q: z.output<typeof reviewEventsQuerySchema>,
  ): Promise<ReviewEventsResponse> {
    return this.review.events(auth, q);
  }

  @Get('165.2.2./:questionId')
  @Access('165.2.2.', Right.view)
  state(@CurrentAuth() auth: RequestAuth, @Param('questionId') questionId: string): Promise<ReviewState> {
    return this.review.state(auth, idParam(questionId));
  }

  @Post('165.2.2./:questionId/decision')
  @HttpCode(200)
  @Access('165.2.2.', Right.edit)
  decide(
    @CurrentAuth() auth: RequestAuth,
    @Param('questionId') questionId: string,
    @ValidBody(decisionSchema) body: DecisionBody,
  ): Promise<DecisionResponse> {
    return this.decisions.decide(auth, idParam(questionId), body);
  }

  /** A reviewer's minor fix of a pending question's stem (the co-edited stem, saved). */
  @Put('165.2.2./:questionId/stem')
  @Access('165.2.2.', Right.edit)
  saveStem(
    @CurrentAuth() auth: RequestAuth,
    @Param('questionId') questionId: string,
    @ValidBody(reviewStemSchema) body: ReviewStemBody,
  ): Promise<ReviewStemResponse> {
    return this.decisions.saveStem(auth, idParam(questionId), body);
  }

  @Get(':appId/:questionId/comments')
  @Access('165.2.2.', Right.view, { pathApps: REVIEW_READ_APPS })
  listComments(
    @CurrentAuth() auth: RequestAuth,
    @Param('questionId') questionId: string,
  ): Promise<CommentsResponse> {
    return this.comments.list(auth, idParam(questionId));
  }

  @Post(':appId/:questionId/comments')
  @HttpCode(200)
  @Access('165.2.2.', Right.edit, { pathApps: REVIEW_READ_APPS })
  addComment(
    @CurrentAuth() auth: RequestAuth,
    @AppIdParam() appId: AppId,
    @Param('questionId') questionId: string,
    @ValidBody(commentSchema) body: CommentBody,
  ): Promise<CommentSavedResponse> {
    return this.comments.add(auth, appId, idParam(questionId), body);
  }

  @Patch(':appId/:questionId/comments/:commentId')
  @Access('165.2.2.', Right.edit, { pathApps: REVIEW_READ_APPS })
  resolveComment(
    @CurrentAuth() auth: RequestAuth,
    @AppIdParam() appId: AppId,
    @Param('questionId') questionId: string,
    @Param('commentId') commentId: string,
    @ValidBody(commentResolveSchema) body: z.output<typeof commentResolveSchema>,
  ): Promise<CommentSavedResponse> {
    return this.comments.resolve(auth, appId, idParam(questionId), idParam(commentId), body.resolved);
  }
}
