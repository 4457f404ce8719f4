import { Module } from '@nestjs/common';
import { UsersController } from './users.controller.js';
import { UsersService } from './users.service.js';
import { UsersStore } from './users.store.js';

/** Profiles and pictures; exports the store the session's own writes (auth) go through. */
@Module({ controllers: [UsersController], providers: [UsersService, UsersStore], exports: [UsersStore] })
export class UsersModule {}
