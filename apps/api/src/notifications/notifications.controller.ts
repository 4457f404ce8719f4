import { Controller, Get, HttpCode, Post } from '@nestjs/common';
import {
  type NotificationsReadBody,
  type NotificationsReadResponse,
  type NotificationsResponse,
  notificationsQuerySchema,
  notificationsReadSchema,
} from '@mizan/domain/review';
import type { z } from 'zod';
import type { RequestAuth } from '../auth/session.store.js';
import { Authenticated } from '../common/access.decorator.js';
import { CurrentAuth, ValidBody, ValidQuery } from '../common/request.decorators.js';
import { NotificationsService } from './notifications.service.js';

/** The bell: every user's own notifications, whatever their rights (each one is theirs alone). */
@Controller('api/notifications')
export class NotificationsController {
  constructor(private readonly notifications: NotificationsService) {}

  @Get()
  @Authenticated()
  list(
    @CurrentAuth() auth: RequestAuth,
    @ValidQuery(notificationsQuerySchema) q: z.output<typeof notificationsQuerySchema>,
  ): Promise<NotificationsResponse> {
    return this.notifications.list(auth, q);
  }

  @Post('read')
  @HttpCode(200)
  @Authenticated()
  async read(
    @CurrentAuth() auth: RequestAuth,
    @ValidBody(notificationsReadSchema) body: NotificationsReadBody,
  ): Promise<NotificationsReadResponse> {
    return { unread: await this.notifications.markRead(auth, body) };
  }
}
