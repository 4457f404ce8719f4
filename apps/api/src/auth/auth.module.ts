import { Global, Module } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { AuthGuard } from '../common/auth.guard.js';
import { ScopesModule } from '../scopes/scopes.module.js';
import { UsersModule } from '../users/users.module.js';
import { AuthController } from './auth.controller.js';
import { AuthService } from './auth.service.js';
import { LoginThrottle } from './login-throttle.js';
import { SessionInfoService } from './session-info.service.js';
import { SessionStore } from './session.store.js';

@Global()
@Module({
  imports: [ScopesModule, UsersModule],
  controllers: [AuthController],
  providers: [
    AuthService,
    SessionStore,
    SessionInfoService,
    LoginThrottle,
    { provide: APP_GUARD, useClass: AuthGuard },
  ],
  exports: [SessionStore, SessionInfoService],
})
export class AuthModule {}
