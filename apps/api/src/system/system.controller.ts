import { Controller, Get, Inject } from '@nestjs/common';
import { MESSAGES } from '@mizan/domain/messages';
import type { PublicInfo } from '@mizan/domain/session';
import { Public } from '../common/access.decorator.js';
import { SIS_ADAPTER, type SisAdapter } from '../courses/sis/sis-adapter.js';
import { Db } from '../database/db.service.js';
import { LOGIN_PAGE } from './login-page.content.js';

@Controller('api')
export class SystemController {
  constructor(
    private readonly db: Db,
    @Inject(SIS_ADAPTER) private readonly sis: SisAdapter,
  ) {}

  /**
   * The login page's marketing text, system policy and maintenance notice (SPEC 1), and whether
   * the SIS imports can work, so the screens do not offer a button that can only fail.
   */
  @Get('public/info')
  @Public()
  info(): PublicInfo {
    const maintenance = process.env.MIZAN_MAINTENANCE === '0' ? null : MESSAGES.maintenance;
    return { ...LOGIN_PAGE, maintenance, sisConfigured: this.sis.configured() };
  }

  /** Liveness with a database round trip, for load balancers. */
  @Get('health')
  @Public()
  async health(): Promise<{ status: 'ok'; database: string }> {
    await this.db.query('select 1');
    return { status: 'ok', database: this.db.kind };
  }
}
