import { Migration } from '@mikro-orm/migrations';

/**
 * Exam-centre reservation (165.7.2.): centres (a building of a faculty scope) with halls, requests
 * and the halls each asks for, the area's event log, and notifications of reservations.
 *
 * No double booking can be stored: reserve_exam_hall carries the request's slot as a tstzrange
 * ('[)': touching slots do not intersect) and an exclusion constraint (btree_gist, for the `=` on
 * hall_id inside a GiST index) refuses two accepted rows of one hall whose slots intersect, however
 * many transactions or processes accept at once; pending and rejected rows may overlap freely.
 *
 * reserve_exam_event.id is the board's catch-up cursor: writers take one advisory lock before they
 * draw an id and hold it until they commit, so ids become visible in order (as review_event).
 */
export class Migration20261124200000ReserveExam extends Migration {
  override name = 'Migration20261124200000_reserve_exam';

  override up(): void {
    this.addSql('create extension if not exists btree_gist;');
    this.addSql(
      "insert into app_setting (key, value) values ('university.timeZone', 'Africa/Cairo') on conflict (key) do nothing;",
    );

    this.addSql(`create table exam_centre (
      id serial primary key,
      scope_id int not null references scope (id) on delete restrict,
      name jsonb not null,
      active boolean not null default true,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    );`);
    this.addSql('create index exam_centre_scope_index on exam_centre (scope_id);');

    this.addSql(`create table exam_hall (
      id serial primary key,
      centre_id int not null references exam_centre (id) on delete restrict,
      name jsonb not null,
      seats int not null check (seats > 0),
      computers int not null default 0 check (computers >= 0),
      active boolean not null default true,
      deleted_at timestamptz null,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    );`);
    this.addSql('create index exam_hall_centre_index on exam_hall (centre_id);');

    this.addSql(`create table reserve_exam (
      id serial primary key,
      course_id int not null references course (id) on delete cascade,
      exam_id int null references exam (id) on delete set null,
      starts_at timestamptz not null,
      ends_at timestamptz not null,
      students int not null check (students > 0),
      electronic boolean not null default false,
      note text null,
      status varchar(10) not null default '34.1.' check (status in ('34.1.', '34.2.', '34.3.')),
      reason text null,
      withdrawn_at timestamptz null,
      requester_id int not null references app_user (id) on delete restrict,
      decided_by int null references app_user (id) on delete restrict,
      decided_at timestamptz null,
      lock_version int not null default 1,
      created_at timestamptz not null default now(),
      check (ends_at > starts_at),
      check (withdrawn_at is null or status = '34.1.')
    );`);
    this.addSql('create index reserve_exam_course_index on reserve_exam (course_id, starts_at desc, id);');

    this.addSql(`create table reserve_exam_hall (
      reserve_exam_id int not null references reserve_exam (id) on delete cascade,
      hall_id int not null references exam_hall (id) on delete restrict,
      slot tstzrange not null check (not isempty(slot)),
      accepted boolean not null default false,
      open boolean not null default true,
      primary key (reserve_exam_id, hall_id),
      constraint reserve_exam_hall_no_double_booking exclude using gist (hall_id with =, slot with &&) where (accepted)
    );`);
    // Pending (open, not accepted) requests a slot competes with, and the board's week of a hall.
    this.addSql('create index reserve_exam_hall_slot_index on reserve_exam_hall using gist (hall_id, slot);');

    this.addSql(`create table reserve_exam_event (
      id bigint primary key,
      kind varchar(20) not null,
      reserve_exam_id int not null references reserve_exam (id) on delete cascade,
      user_id int not null references app_user (id) on delete restrict,
      reason text null,
      payload jsonb not null,
      created_at timestamptz not null default now()
    );`);
    this.addSql('create sequence reserve_exam_event_seq owned by reserve_exam_event.id;');
    this.addSql('create index reserve_exam_event_request_index on reserve_exam_event (reserve_exam_id, id);');

    // The bell (notifications) tells a requester of decisions on their reservations too.
    this.addSql(`alter table notification
      alter column question_id drop not null,
      alter column event_id drop not null,
      add column reserve_exam_id int null references reserve_exam (id) on delete cascade,
      add constraint notification_subject_check check ((question_id is null) <> (reserve_exam_id is null));`);
  }
}
