import { type DynamicModule, Global, Module } from '@nestjs/common';
import type { AppConfig } from '../config/app-config.js';
import { Db } from './db.service.js';
import type { Database } from './database.js';

export const APP_CONFIG = 'APP_CONFIG';

/** Gives every area the opened database and the config; the app opens and closes them (main.ts). */
@Global()
@Module({})
export class DatabaseModule {
  static register(database: Database, config: AppConfig): DynamicModule {
    return {
      module: DatabaseModule,
      providers: [
        { provide: Db, useValue: new Db(database) },
        { provide: APP_CONFIG, useValue: config },
      ],
      exports: [Db, APP_CONFIG],
    };
  }
}
