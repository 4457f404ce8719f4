import { readConfig } from '../../config/app-config.js';
import { migrate, openDatabase } from '../database.js';
import { seedDemo } from './demo-seed.js';

/** `npm run seed`: migrates, then writes the demo university again (idempotent). */
const database = await openDatabase(readConfig());
try {
  await migrate(database.orm);
  await seedDemo(database.orm);
  console.log(`seeded the demo university (${database.kind})`);
} finally {
  await database.close();
}
