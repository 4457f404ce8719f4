import { Controller, Get } from '@nestjs/common';
import { MESSAGES } from '@mizan/domain/messages';
import type { PublicInfo } from '@mizan/domain/session';
import { Public } from '../common/access.decorator.js';
import { Db } from '../database/db.service.js';
import { LOGIN_PAGE } from './login-page.content.js';

@Controller('api')
export class SystemController {
  constructor(private readonly db: Db) {}

  /** The login page's marketing text, system policy and maintenance notice (SPEC 1). */
  @Get('public/info')
  @Public()
  info(): PublicInfo {
    const maintenance = process.env.MIZAN_MAINTENANCE === '0' ? null : MESSAGES.maintenance;
    return { ...LOGIN_PAGE, maintenance };
  }

  /** Liveness with a database round trip, for load balancers. */
  @Get('health')
  @Public()
  async health(): Promise<{ status: 'ok'; database: string }> {
    await this.db.query('select 1');
    return { status: 'ok', database: this.db.kind };
  }
}
