import { Migration } from '@mikro-orm/migrations';

/**
 * Reports (issue 18).
 *
 * question_status_count: questions per course, status, type and language (question_status_total:
 * per course and status), kept by statement triggers on question (transition tables: one grouped upsert per statement, however many rows it
 * touched; a save that changes none of the four columns writes nothing). The status statistics
 * (165.4.1.) read it instead of counting the bank: at 1,000,000 questions a grouped count of the
 * question rows took ~1 s, filtered by type 275 ms at 100,000; the counts are a few rows per course.
 * A date range still counts the questions (created_at is not in the key).
 *
 * exam_item_stat / exam_item_analysis: classical item statistics per exam, question version and
 * model (@mizan/domain/item-statistics), computed after results are published; analysed_at
 * records which publication they were computed for, so a re-publication computes them again.
 */
export class Migration20261125100000Reports extends Migration {
  override name = 'Migration20261125100000_reports';

  override up(): void {
    this.addSql(`create table question_status_count (
      course_id int not null references course (id) on delete cascade,
      status varchar(10) not null,
      question_type varchar(10) not null,
      language varchar(10) not null,
      n int not null,
      primary key (course_id, status, question_type, language)
    );`);
    this.addSql(`insert into question_status_count (course_id, status, question_type, language, n)
      select course_id, status, question_type, language, count(*) from question
      group by course_id, status, question_type, language;`);
    // The same per course and status only: what the unfiltered report reads (a few rows per course
    // instead of one per status, type and language).
    this.addSql(`create table question_status_total (
      course_id int not null references course (id) on delete cascade,
      status varchar(10) not null,
      n int not null,
      primary key (course_id, status)
    );`);
    this.addSql(`insert into question_status_total (course_id, status, n)
      select course_id, status, count(*) from question group by course_id, status;`);
    // One function per event (a trigger sees only the transition tables it declares); rows are
    // upserted in key order, so two statements never wait on each other's counters crosswise. A
    // deleted course's questions go with it (cascade) after its counts did: the join skips them.
    const sides = {
      insert: { referencing: 'new table as added', tables: [['added', 1]] },
      delete: { referencing: 'old table as removed', tables: [['removed', -1]] },
      update: {
        referencing: 'old table as removed new table as added',
        tables: [
          ['added', 1],
          ['removed', -1],
        ],
      },
    };
    for (const [event, side] of Object.entries(sides)) {
      const rows = side.tables
        .map(
          ([table, delta]) =>
            `select course_id, status, question_type, language, ${delta} as delta from ${table}`,
        )
        .join(' union all ');
      this.addSql(`create function question_status_count_${event}() returns trigger language plpgsql as $fn$
        begin
          with delta as (
            select d.course_id, d.status, d.question_type, d.language, sum(d.delta)::int as n from (${rows}) d
            join course k on k.id = d.course_id
            group by d.course_id, d.status, d.question_type, d.language
            having sum(d.delta) <> 0),
          counted as (
            insert into question_status_count as c (course_id, status, question_type, language, n)
              select * from delta order by course_id, status, question_type, language
            on conflict (course_id, status, question_type, language) do update set n = c.n + excluded.n)
          insert into question_status_total as t (course_id, status, n)
            select course_id, status, sum(n)::int from delta group by course_id, status
            having sum(n) <> 0 order by course_id, status
          on conflict (course_id, status) do update set n = t.n + excluded.n;
          return null;
        end $fn$;`);
      this.addSql(`create trigger question_status_count_${event} after ${event} on question
        referencing ${side.referencing} for each statement execute function question_status_count_${event}();`);
    }

    // Per version: how many answers the measured values rest on (they are written only from the
    // minimum up, so the need-to-fix filter never judges on a handful of students).
    this.addSql('alter table question add column measured_answers int not null default 0;');
    // The dashboard's need-to-fix count over a scope reads the measured questions only.
    this.addSql(`create index question_measured_index on question (course_id)
      where measured_difficulty is not null or measured_time is not null;`);

    this.addSql(`create table exam_item_run (
      exam_id int primary key references exam (id) on delete cascade,
      published_at timestamptz not null,
      computed_at timestamptz not null default now(),
      students int not null,
      ms int not null
    );`);
    this.addSql(`create table exam_item_analysis (
      exam_id int not null references exam (id) on delete cascade,
      model_id int not null references exam_model (id) on delete cascade,
      students int not null,
      questions int not null,
      max_score numeric(9, 2) not null,
      mean numeric(9, 2) null,
      sd numeric(9, 2) null,
      alpha numeric(12, 4) null,
      histogram jsonb not null,
      reasons jsonb not null,
      primary key (exam_id, model_id)
    );`);
    this.addSql(`create table exam_item_stat (
      exam_id int not null references exam (id) on delete cascade,
      model_id int not null references exam_model (id) on delete cascade,
      position int not null,
      question_id int not null references question (id) on delete cascade,
      version int not null,
      students int not null,
      max_marks numeric(9, 2) not null,
      facility numeric(6, 4) null,
      sd numeric(6, 4) null,
      discrimination numeric(7, 2) null,
      discriminative_efficiency numeric(7, 2) null,
      point_biserial numeric(6, 4) null,
      upper_lower_d numeric(6, 4) null,
      omitted numeric(6, 4) null,
      mean_time numeric(9, 2) null,
      distractors jsonb null,
      reasons jsonb not null,
      primary key (exam_id, model_id, position)
    );`);
    this.addSql('create index exam_item_stat_question_index on exam_item_stat (question_id, version);');
  }
}
