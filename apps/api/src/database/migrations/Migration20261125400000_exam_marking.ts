import { Migration } from '@mikro-orm/migrations';

/**
 * Blind marking (165.7.1., issues 15 and 16). Each student of an exam gets a random reference that
 * names them to markers instead of their id, number or name; a second marker's entry per answer is
 * kept beside the first (the first's is what scores), so the difference can be shown.
 */
export class Migration20261125400000ExamMarking extends Migration {
  override name = 'Migration20261125400000_exam_marking';

  override up(): void {
    this.addSql(`create table exam_marking_ref (
      student_id int primary key references exam_student (id) on delete cascade,
      exam_id int not null references exam (id) on delete cascade,
      ref uuid not null default gen_random_uuid() unique
    );`);
    this.addSql('create index exam_marking_ref_exam_index on exam_marking_ref (exam_id, ref);');
    this.addSql(`create table exam_second_mark (
      student_id int not null references exam_student (id) on delete cascade,
      position int not null,
      written jsonb not null,
      marks numeric(9, 2) null,
      marked_by int null references app_user (id) on delete set null,
      updated_at timestamptz not null default now(),
      primary key (student_id, position)
    );`);
  }
}
