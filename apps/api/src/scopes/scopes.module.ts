import { Module } from '@nestjs/common';
import { ScopesController } from './scopes.controller.js';
import { ScopesService } from './scopes.service.js';
import { ScopesStore } from './scopes.store.js';

@Module({
  controllers: [ScopesController],
  providers: [ScopesService, ScopesStore],
  exports: [ScopesService],
})
export class ScopesModule {}
