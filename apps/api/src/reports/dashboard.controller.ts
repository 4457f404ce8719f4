import { Controller, Get } from '@nestjs/common';
import type { DashboardFigures } from '@mizan/domain/reports';
import type { RequestAuth } from '../auth/session.store.js';
import { Authenticated } from '../common/access.decorator.js';
import { CurrentAuth } from '../common/request.decorators.js';
import { DashboardService } from './dashboard.service.js';

/** The dashboard's card figures (API.md): any signed-in user; each figure needs view on its app. */
@Controller('api/reports/dashboard')
export class DashboardController {
  constructor(private readonly dashboard: DashboardService) {}

  @Get()
  @Authenticated()
  figures(@CurrentAuth() auth: RequestAuth): Promise<DashboardFigures> {
    return this.dashboard.figures(auth);
  }
}
