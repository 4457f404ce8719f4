import { Global, Module } from '@nestjs/common';
import { AfterCommit } from './after-commit.js';
import { PresenceStore } from './presence.store.js';
import { RealtimeGateway } from './realtime.gateway.js';
import { RealtimeService } from './realtime.service.js';

@Global()
@Module({
  providers: [RealtimeService, RealtimeGateway, PresenceStore, AfterCommit],
  exports: [RealtimeService, PresenceStore, AfterCommit],
})
export class RealtimeModule {}
