import { Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
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
export class DeadSocketsService implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly log = new Logger('ExamSockets');
  private timer?: NodeJS.Timeout;

  constructor(
    private readonly store: TakingStore,
    private readonly presence: PresenceStore,
    private readonly live: TakingLive,
  ) {}

  onApplicationBootstrap(): void {
    this.timer = setInterval(() => void this.check(), sweepMs());
    this.timer.unref();
  }

  onApplicationShutdown(): void {
    clearInterval(this.timer);
  }

  /** Clears the sockets of dead processes; answers how many attempts lost theirs. */
  async check(): Promise<number> {
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
