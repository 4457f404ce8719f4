import { Injectable, Logger, type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';
import { Periodic } from '../common/periodic.js';
import { Db } from '../database/db.service.js';
import { PresenceStore } from '../realtime/presence.store.js';
import { sweepMs } from './submission.service.js';
import { TakingLive } from './taking-live.js';
import { TakingStore } from './taking.store.js';

/**
 * A process killed with student sockets open cannot clear them: their attempts would go on naming
 * a socket, and the proctor would see 'idle' instead of 'disconnected'. Every process, each sweep
 * period, asks which processes holding sockets of open attempts are alive (the presence heartbeat
 * in Redis, gone some 30 s after a process dies; without Redis only this process counts, so a
 * restart clears the previous run's sockets), clears the dead ones' and tells the proctors.
 */
@Injectable()
export class DeadSocketsService implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly log = new Logger('ExamSockets');
  private readonly periodic = new Periodic(() => this.clear());

  constructor(
    private readonly db: Db,
    private readonly store: TakingStore,
    private readonly presence: PresenceStore,
    private readonly live: TakingLive,
  ) {}

  onApplicationBootstrap(): void {
    this.periodic.start(sweepMs(), this.db.migrated);
  }

  onModuleDestroy(): Promise<void> {
    return this.periodic.stop();
  }

  /**
   * Clears the sockets of dead processes, or waits for the check in flight; answers how many
   * attempts lost theirs.
   */
  check(): Promise<number> {
    return this.periodic.run();
  }

  private async clear(): Promise<number> {
    try {
      const holding = await this.store.socketProcesses();
      if (!holding.length) return 0;
      const alive = await this.presence.aliveProcesses(holding);
      const cleared = await this.store.clearSocketsOf(holding.filter((p) => !alive.has(p)));
      for (const a of cleared) await this.live.student(a.exam_id, a.sector_id, a.student_id);
      return cleared.length;
    } catch (error) {
      this.log.warn(`dead sockets: ${error instanceof Error ? error.message : String(error)}`);
      return 0;
    }
  }
}
