import { Module } from '@nestjs/common';
import { ScopesController } from './scopes.controller.js';
import { ScopesService } from './scopes.service.js';

@Module({ controllers: [ScopesController], providers: [ScopesService], exports: [ScopesService] })
export class ScopesModule {}
