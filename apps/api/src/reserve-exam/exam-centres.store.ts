import { Injectable } from '@nestjs/common';
import type { Bilingual } from '@mizan/domain/i18n';
import type { CentreInput, HallInfo, HallInput } from '@mizan/domain/reserve-exam';
import type { Em } from '../database/database.js';
import { Db } from '../database/db.service.js';

export interface HallRecord {
  id: number;
  centre_id: number;
  centre_name: Bilingual;
  centre_active: boolean;
  scope_path: string;
  name: Bilingual;
  seats: number;
  computers: number;
  active: boolean;
  deleted: boolean;
}

export interface CentreRecord {
  id: number;
  scope_id: number;
  scope_name: Bilingual;
  scope_path: string;
  name: Bilingual;
  active: boolean;
}

const json = <T>(v: T | string): T => (typeof v === 'string' ? (JSON.parse(v) as T) : v);

export const hallInfo = (h: HallRecord): HallInfo => ({
  hallId: h.id,
  centreId: h.centre_id,
  centreName: json(h.centre_name),
  hallName: json(h.name),
  seats: h.seats,
  computers: h.computers,
  active: h.active && h.centre_active && !h.deleted,
});

const HALL = `select h.id, h.centre_id, c.name as centre_name, c.active as centre_active, s.path as scope_path,
    h.name, h.seats, h.computers, h.active, h.deleted_at is not null as deleted
  from exam_hall h join exam_centre c on c.id = h.centre_id join scope s on s.id = c.scope_id`;
const CENTRE = `select c.id, c.scope_id, s.name as scope_name, s.path as scope_path, c.name, c.active
  from exam_centre c join scope s on s.id = c.scope_id`;
const idArray = (ids: Iterable<number>) => `{${[...ids].join(',')}}`;

/** SQL on exam_centre and exam_hall (165.7.2.): a centre is a building of a faculty scope. */
@Injectable()
export class ExamCentresStore {
  constructor(private readonly db: Db) {}

  halls(ids: number[], em?: Em, lock = false): Promise<HallRecord[]> {
    // Locked (share) so a hall cannot be deleted or moved while a request naming it commits.
    return this.db.query<HallRecord>(
      `${HALL} where h.id = any(?::int[]) order by h.id${lock ? ' for share of h' : ''}`,
      [idArray(ids)],
      em,
    );
  }

  /**
   * Live halls (not deleted, hall and centre active) of the centres whose scope is on the branch
   * of `path`: at or above it (the faculty's halls serve its departments' courses) or, with
   * `below`, under it too (an administrator's whole faculty).
   */
  hallsOnBranch(path: string, opts: { below: boolean; centreId?: number; liveOnly?: boolean }, em?: Em) {
    const conditions = [
      opts.below ? "(? like s.path || '%' or s.path like ? || '%')" : "? like s.path || '%'",
    ];
    const params: unknown[] = opts.below ? [path, path] : [path];
    if (opts.liveOnly !== false) conditions.push('h.deleted_at is null and h.active and c.active');
    if (opts.centreId !== undefined) {
      conditions.push('c.id = ?');
      params.push(opts.centreId);
    }
    return this.db.query<HallRecord>(
      `${HALL} where ${conditions.join(' and ')} order by c.id, h.seats desc, h.id`,
      params,
      em,
    );
  }

  async centre(id: number, em?: Em): Promise<CentreRecord | undefined> {
    const [row] = await this.db.query<CentreRecord>(`${CENTRE} where c.id = ?`, [id], em);
    return row;
  }

  /** Centres at or under `path`, with every hall that is not deleted. */
  async centresUnder(path: string): Promise<{ centres: CentreRecord[]; halls: HallRecord[] }> {
    const centres = await this.db.query<CentreRecord>(
      `${CENTRE} where s.path like ? || '%' order by s.path, c.id`,
      [path],
    );
    const halls = centres.length
      ? await this.db.query<HallRecord>(
          `${HALL} where c.id = any(?::int[]) and h.deleted_at is null order by c.id, h.id`,
          [idArray(centres.map((c) => c.id))],
        )
      : [];
    return { centres, halls };
  }

  async addCentre(input: CentreInput, em: Em): Promise<number> {
    const [row] = await this.db.query<{ id: number }>(
      'insert into exam_centre (scope_id, name, active) values (?, ?, ?) returning id',
      [input.scopeId, JSON.stringify(input.name), input.active],
      em,
    );
    return row.id;
  }

  async editCentre(id: number, input: CentreInput, em: Em): Promise<void> {
    await this.db.query(
      'update exam_centre set scope_id = ?, name = ?, active = ?, updated_at = now() where id = ?',
      [input.scopeId, JSON.stringify(input.name), input.active, id],
      em,
    );
  }

  async hasHalls(centreId: number, em: Em): Promise<boolean> {
    const rows = await this.db.query('select 1 from exam_hall where centre_id = ? limit 1', [centreId], em);
    return rows.length > 0;
  }

  async addHall(centreId: number, input: HallInput, em: Em): Promise<number> {
    const [row] = await this.db.query<{ id: number }>(
      'insert into exam_hall (centre_id, name, seats, computers, active) values (?, ?, ?, ?, ?) returning id',
      [centreId, JSON.stringify(input.name), input.seats, input.computers, input.active],
      em,
    );
    return row.id;
  }

  async editHall(id: number, input: HallInput, em: Em): Promise<void> {
    await this.db.query(
      'update exam_hall set name = ?, seats = ?, computers = ?, active = ?, updated_at = now() where id = ?',
      [JSON.stringify(input.name), input.seats, input.computers, input.active, id],
      em,
    );
  }

  /** The start of the hall's first pending or accepted booking that has not ended, if any. */
  async firstUpcomingBooking(id: number, em: Em): Promise<string | null> {
    const [row] = await this.db.query<{ starts_at: Date | string }>(
      `select lower(slot) as starts_at from reserve_exam_hall
       where hall_id = ? and open and upper(slot) > now() order by lower(slot) limit 1`,
      [id],
      em,
    );
    return row ? new Date(row.starts_at).toISOString() : null;
  }

  /** Deleted halls stay for the requests that named them; they take no new ones. */
  async deleteHall(id: number, em: Em): Promise<void> {
    await this.db.query('update exam_hall set deleted_at = now(), updated_at = now() where id = ?', [id], em);
  }
}
