import { Controller, Get } from '@nestjs/common';
import type { ScopeNode } from '@mizan/domain/auth';
import type { RequestAuth } from '../auth/session.store.js';
import { Authenticated } from '../common/access.decorator.js';
import { CurrentAuth } from '../common/request.decorators.js';
import { ScopesService } from './scopes.service.js';

@Controller('api/scopes')
export class ScopesController {
  constructor(private readonly scopes: ScopesService) {}

  /** Faculty -> department -> ... under the user's own scope, with child counts and level flags. */
  @Get('tree')
  @Authenticated()
  async tree(@CurrentAuth() auth: RequestAuth): Promise<{ root: ScopeNode }> {
    return { root: await this.scopes.tree(auth.scopePath) };
  }
}
