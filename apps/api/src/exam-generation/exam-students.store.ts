import { Injectable } from '@nestjs/common';
import type {
  ExamSector,
  ExamStudent,
  SectorBody,
  SectorKind,
  StudentsQuery,
} from '@mizan/domain/exam-generation';
import type { Bilingual } from '@mizan/domain/i18n';
import type { Em } from '../database/database.js';
import { Db } from '../database/db.service.js';

/** A student to write: from the SIS or a sheet row that passed its checks. */
export interface StudentInput {
  nationalId: string | null;
  studentNumber: string;
  name: Bilingual;
}

/** A seat the distribution gives: the student, the sector, the seat number and the model. */
export interface Seat {
  studentId: number;
  sectorId: number;
  seatNo: number;
  modelNo: number;
}

const intArray = (ids: readonly number[]) => `{${ids.join(',')}}`;

interface StudentRow {
  id: number;
  national_id: string | null;
  student_number: string;
  name: Bilingual | string;
  withdrawn_at: Date | null;
  sector_id: number | null;
  seat_no: number | null;
  model_no: number | null;
  code: string | null;
}

/** exam_student and exam_sector: an exam's students, its sectors and the distribution over them. */
@Injectable()
export class ExamStudentsStore {
  constructor(private readonly db: Db) {}

  async page(examId: number, q: StudentsQuery): Promise<{ rows: ExamStudent[]; total: number }> {
    const rows = await this.db.query<StudentRow & { total: number }>(
      `select s.id, s.national_id, s.student_number, s.name, s.withdrawn_at, s.sector_id, s.seat_no, m.model_no, m.code,
         count(*) over ()::int as total
       from exam_student s left join exam_model m on m.id = s.model_id left join exam_sector x on x.id = s.sector_id
       where s.exam_id = ? and (s.withdrawn_at is not null) = ?
       order by x.position nulls last, s.seat_no, length(s.student_number), s.student_number
       limit ? offset ?`,
      [examId, q.withdrawn, q.limit, (q.page - 1) * q.limit],
    );
    return {
      total: rows[0]?.total ?? 0,
      rows: rows.map((r) => ({
        studentId: r.id,
        nationalId: r.national_id,
        studentNumber: r.student_number,
        name: typeof r.name === 'string' ? JSON.parse(r.name) : r.name,
        withdrawn: r.withdrawn_at !== null,
        sectorId: r.sector_id,
        seatNo: r.seat_no,
        modelNo: r.model_no,
        modelCode: r.code,
      })),
    };
  }

  async counts(examId: number, em?: Em): Promise<{ active: number; withdrawn: number; unassigned: number }> {
    const [row] = await this.db.query<{ active: number; withdrawn: number; unassigned: number }>(
      `select count(*) filter (where withdrawn_at is null)::int as active,
         count(*) filter (where withdrawn_at is not null)::int as withdrawn,
         count(*) filter (where withdrawn_at is null and (sector_id is null or model_id is null))::int as unassigned
       from exam_student where exam_id = ?`,
      [examId],
      em,
    );
    return row;
  }

  /** Student number -> national id of every student of the exam (withdrawn too: an import brings them back). */
  async known(examId: number, em?: Em): Promise<Map<string, string | null>> {
    const rows = await this.db.query<{ student_number: string; national_id: string | null }>(
      'select student_number, national_id from exam_student where exam_id = ?',
      [examId],
      em,
    );
    return new Map(rows.map((r) => [r.student_number, r.national_id]));
  }

  /** Adds new students and refreshes known ones (same number), bringing withdrawn ones back. */
  async upsert(examId: number, students: readonly StudentInput[], em: Em): Promise<{ added: number }> {
    if (!students.length) return { added: 0 };
    const rows = await this.db.query<{ added: boolean }>(
      `insert into exam_student (exam_id, national_id, student_number, name)
       select ?, r.national_id, r.student_number, r.name
       from jsonb_to_recordset(?::jsonb) as r(national_id varchar, student_number varchar, name jsonb)
       on conflict (exam_id, student_number) do update
         set national_id = excluded.national_id, name = excluded.name, withdrawn_at = null
       returning (xmax = 0) as added`,
      [
        examId,
        JSON.stringify(
          students.map((s) => ({ national_id: s.nationalId, student_number: s.studentNumber, name: s.name })),
        ),
      ],
      em,
    );
    return { added: rows.filter((r) => r.added).length };
  }

  /** Withdraws the named active students (all active ones without ids); answers how many. */
  async withdraw(examId: number, studentIds: readonly number[] | undefined, em: Em): Promise<number> {
    const rows = await this.db.query<{ id: number }>(
      `update exam_student set withdrawn_at = now(), sector_id = null, seat_no = null, model_id = null
       where exam_id = ? and withdrawn_at is null${studentIds ? ' and id = any(?::int[])' : ''} returning id`,
      studentIds ? [examId, intArray(studentIds)] : [examId],
      em,
    );
    return rows.length;
  }

  /** Forgets the distribution (students or sectors changed under it). */
  async clearDistribution(examId: number, em: Em): Promise<void> {
    await this.db.query(
      `update exam_student set sector_id = null, seat_no = null, model_id = null
       where exam_id = ? and sector_id is not null`,
      [examId],
      em,
    );
  }

  /** Active student ids in seating order: by student number (numbers of one length sort as numbers). */
  async activeIds(examId: number, em: Em): Promise<number[]> {
    const rows = await this.db.query<{ id: number }>(
      `select id from exam_student where exam_id = ? and withdrawn_at is null
       order by length(student_number), student_number`,
      [examId],
      em,
    );
    return rows.map((r) => r.id);
  }

  /** Writes the seats in one statement (the old distribution cleared first). */
  async seat(examId: number, seats: readonly Seat[], em: Em): Promise<void> {
    await this.clearDistribution(examId, em);
    await this.db.query(
      `update exam_student s set sector_id = r.sector_id, seat_no = r.seat_no, model_id = m.id
       from jsonb_to_recordset(?::jsonb) as r(student_id int, sector_id int, seat_no int, model_no int)
       join exam_model m on m.exam_id = ? and m.model_no = r.model_no
       where s.id = r.student_id and s.exam_id = ?`,
      [
        JSON.stringify(
          seats.map((s) => ({
            student_id: s.studentId,
            sector_id: s.sectorId,
            seat_no: s.seatNo,
            model_no: s.modelNo,
          })),
        ),
        examId,
        examId,
      ],
      em,
    );
  }

  // ---- sectors ----

  async sectors(examId: number, em?: Em): Promise<ExamSector[]> {
    const rows = await this.db.query<{
      id: number;
      name: string;
      kind: SectorKind;
      capacity: number;
      assigned: number;
    }>(
      `select x.id, x.name, x.kind, x.capacity,
         (select count(*)::int from exam_student s where s.sector_id = x.id) as assigned
       from exam_sector x where x.exam_id = ? order by x.position`,
      [examId],
      em,
    );
    return rows.map((r) => ({
      sectorId: r.id,
      name: r.name,
      kind: r.kind,
      capacity: r.capacity,
      assigned: r.assigned,
    }));
  }

  /** Whether another sector of the exam has this name (letter case aside). */
  async nameTaken(examId: number, name: string, exceptId: number | null, em: Em): Promise<boolean> {
    const [row] = await this.db.query<{ taken: boolean }>(
      `select exists (select 1 from exam_sector where exam_id = ? and lower(name) = lower(?) and id <> ?) as taken`,
      [examId, name, exceptId ?? 0],
      em,
    );
    return row.taken;
  }

  async addSector(examId: number, s: Omit<SectorBody, 'version'>, em: Em): Promise<number> {
    const [row] = await this.db.query<{ id: number }>(
      `insert into exam_sector (exam_id, name, kind, capacity, position)
       select ?, ?, ?, ?, coalesce(max(position) + 1, 0) from exam_sector where exam_id = ? returning id`,
      [examId, s.name, s.kind, s.capacity, examId],
      em,
    );
    return row.id;
  }

  /** Updates a sector of the exam; false when it has none of that id. */
  async updateSector(
    examId: number,
    sectorId: number,
    s: Omit<SectorBody, 'version'>,
    em: Em,
  ): Promise<boolean> {
    const rows = await this.db.query<{ id: number }>(
      'update exam_sector set name = ?, kind = ?, capacity = ? where id = ? and exam_id = ? returning id',
      [s.name, s.kind, s.capacity, sectorId, examId],
      em,
    );
    return rows.length > 0;
  }

  async deleteSector(examId: number, sectorId: number, em: Em): Promise<boolean> {
    const rows = await this.db.query<{ id: number }>(
      'delete from exam_sector where id = ? and exam_id = ? returning id',
      [sectorId, examId],
      em,
    );
    return rows.length > 0;
  }
}
