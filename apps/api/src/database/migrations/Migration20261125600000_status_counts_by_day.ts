import { Migration } from '@mikro-orm/migrations';

/** A question's creation day, as the reports' date range reads it (UTC). */
const DAY = "(created_at at time zone 'UTC')::date";

/**
 * Status counts by creation day and month (issue 18: the status statistics with a date range
 * counted the bank, 4.3 s at 1,000,000 questions). question_status_day holds the questions per
 * course, status and UTC creation day; question_status_month the same per month. A range sums the
 * months it covers whole and the days of its partial months at either end (QuestionStatsReader),
 * a few hundred thousand narrow rows at most instead of every question row. Kept by statement
 * triggers beside the reports migration's (same transition tables, rows upserted in key order so
 * two statements never wait on each other's counters crosswise; a deleted course's questions go
 * after its counts, which the join skips). Type and language are not in the key (they would make
 * the tables nearly as long as the bank): a range with one of them still counts the questions.
 */
export class Migration20261125600000StatusCountsByDay extends Migration {
  override name = 'Migration20261125600000_status_counts_by_day';

  override up(): void {
    for (const [table, bucket, of] of [
      ['question_status_day', 'day', DAY],
      ['question_status_month', 'month', `date_trunc('month', ${DAY})::date`],
    ]) {
      this.addSql(`create table ${table} (
        ${bucket} date not null,
        course_id int not null references course (id) on delete cascade,
        status varchar(10) not null,
        n int not null,
        primary key (${bucket}, course_id, status)
      );`);
      this.addSql(`insert into ${table} (${bucket}, course_id, status, n)
        select ${of}, course_id, status, count(*) from question group by 1, course_id, status;`);
    }
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
        .map(([table, delta]) => `select ${DAY} as day, course_id, status, ${delta} as delta from ${table}`)
        .join(' union all ');
      this.addSql(`create function question_status_day_${event}() returns trigger language plpgsql as $fn$
        begin
          with delta as (
            select d.day, d.course_id, d.status, sum(d.delta)::int as n from (${rows}) d
            join course k on k.id = d.course_id
            group by d.day, d.course_id, d.status
            having sum(d.delta) <> 0),
          counted as (
            insert into question_status_day as c (day, course_id, status, n)
              select * from delta order by day, course_id, status
            on conflict (day, course_id, status) do update set n = c.n + excluded.n)
          insert into question_status_month as m (month, course_id, status, n)
            select date_trunc('month', day)::date, course_id, status, sum(n)::int from delta
            group by 1, course_id, status having sum(n) <> 0 order by 1, course_id, status
          on conflict (month, course_id, status) do update set n = m.n + excluded.n;
          return null;
        end $fn$;`);
      this.addSql(`create trigger question_status_day_${event} after ${event} on question
        referencing ${side.referencing} for each statement execute function question_status_day_${event}();`);
    }
  }
}
