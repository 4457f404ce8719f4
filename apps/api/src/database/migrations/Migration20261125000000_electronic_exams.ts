import { Migration } from '@mikro-orm/migrations';

/**
 * Electronic exams (20.3., issue 16). Each sector has an access code the proctor reads out, and extra
 * minutes given to the whole sector. A student's attempt holds their model, the one live student
 * session (a new sign-in replaces it), the deadline kept by the server, and the submission; its
 * answers are stored per model position with the student's own sequence number (the highest wins).
 * Scored answers go to exam_answer (source 'electronic') at submission.
 */
export class Migration20261125000000ElectronicExams extends Migration {
  override name = 'Migration20261125000000_electronic_exams';

  override up(): void {
    this.addSql(`create table exam_taking_sector (
      sector_id int primary key references exam_sector (id) on delete cascade,
      exam_id int not null references exam (id) on delete cascade,
      access_code varchar(12) not null,
      extra_minutes int not null default 0 check (extra_minutes >= 0),
      updated_at timestamptz not null default now()
    );`);
    this.addSql('create index exam_taking_sector_exam_index on exam_taking_sector (exam_id);');

    this.addSql(`create table exam_attempt (
      id serial primary key,
      exam_id int not null references exam (id) on delete cascade,
      student_id int not null unique references exam_student (id) on delete cascade,
      sector_id int not null references exam_sector (id) on delete cascade,
      model_id int not null references exam_model (id) on delete cascade,
      session_id uuid not null unique,
      device_id varchar(64) not null,
      socket_id varchar(64) null,
      signed_in_at timestamptz not null default now(),
      started_at timestamptz null,
      deadline timestamptz not null,
      extra_minutes int not null default 0 check (extra_minutes >= 0),
      last_save_at timestamptz null,
      answered int not null default 0,
      submitted_at timestamptz null,
      submitted_by varchar(10) null check (submitted_by in ('student', 'deadline')),
      check ((submitted_at is null) = (submitted_by is null))
    );`);
    // The sweep's question: which open attempts are past their deadline.
    this.addSql(
      'create index exam_attempt_open_index on exam_attempt (deadline) where submitted_at is null;',
    );
    this.addSql('create index exam_attempt_sector_index on exam_attempt (sector_id);');

    // response: as the student's screen shows the question (StudentResponse); null is a cleared answer.
    this.addSql(`create table exam_attempt_answer (
      attempt_id int not null references exam_attempt (id) on delete cascade,
      position int not null,
      seq int not null check (seq > 0),
      response jsonb null,
      answered boolean not null default false,
      flagged boolean not null default false,
      time_spent_ms int not null default 0 check (time_spent_ms >= 0),
      saved_at timestamptz not null default now(),
      primary key (attempt_id, position)
    );`);

    this.addSql(`create table exam_taking_message (
      id serial primary key,
      sector_id int not null references exam_sector (id) on delete cascade,
      text varchar(500) not null,
      sent_by int null references app_user (id) on delete set null,
      sent_at timestamptz not null default now()
    );`);
    this.addSql('create index exam_taking_message_sector_index on exam_taking_message (sector_id, id);');
  }
}
