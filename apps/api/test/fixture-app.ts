import {
  Body,
  Controller,
  Delete,
  Get,
  type INestApplication,
  Module,
  Param,
  Post,
  Put,
} from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { Right } from '@mizan/domain/access';
import { SessionStore } from '../src/auth/session.store.js';
import { Access, Authenticated } from '../src/common/access.decorator.js';
import { createHttpApp } from '../src/app.js';
import { AuthGuard } from '../src/common/auth.guard.js';
import { DatabaseModule } from '../src/database/database.module.js';
import type { TestApp } from './harness.js';

/** What the fixture's crashing route throws: none of it may reach the client. */
export const SECRET_DETAIL = 'fixture-secret: select * from app_user where password_hash';

/**
 * Routes shaped like those later issues add (courses with app 165.1.1. and its child rights),
 * a route that crashes and one that forgot its access rule: the real guard, filter and body
 * parser of the API run over them, so the generic route checks can be proved before any
 * right-protected route exists in the foundation.
 */
@Controller('api/fixture/courses')
class FixtureCoursesController {
  @Get()
  @Access('165.1.1.', Right.view)
  list() {
    return { items: [] };
  }

  @Post()
  @Access('165.1.1.', Right.add)
  add(@Body() body: unknown) {
    return { added: body };
  }

  @Put(':id')
  @Access('165.1.1.', Right.edit)
  edit(@Param('id') id: string) {
    return { edited: id };
  }

  @Delete(':id')
  @Access('165.7.2.', Right.delete)
  remove(@Param('id') id: string) {
    return { deleted: id };
  }

  @Get('crash')
  @Authenticated()
  crash(): never {
    throw new Error(SECRET_DETAIL);
  }

  /** Deliberately without a rule: the guard must refuse it and the route walk must name it. */
  @Get('forgotten')
  forgotten() {
    return { leaked: true };
  }
}

/**
 * Boots the fixture controllers on the database of a running test app, with the API's real
 * AuthGuard and HTTP pipeline (createHttpApp). Close it before the test app.
 */
export async function startFixtureApp(t: TestApp): Promise<{ app: INestApplication; url: string }> {
  @Module({
    imports: [DatabaseModule.register(t.running.database, t.config)],
    controllers: [FixtureCoursesController],
    providers: [SessionStore, { provide: APP_GUARD, useClass: AuthGuard }],
  })
  class FixtureModule {}

  const app = await createHttpApp(FixtureModule);
  await app.listen(0, '127.0.0.1');
  const address = app.getHttpServer().address();
  return { app, url: `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}` };
}
