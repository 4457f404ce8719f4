import { Migration } from '@mikro-orm/migrations';

/**
 * The question bank (165.2.1.): questions with their ILO links, every saved version (minor edits
 * add a revision of the same version, major edits a new version), the timeline of status changes,
 * uploaded rich-text images, and the co-edited Yjs documents.
 *
 * text_norm is the stem's plain text folded like normaliseArabic (written by the API on save):
 * the near-duplicate check (pg_trgm similarity) and the list's text filter read it through one
 * GIN trigram index. question.lock_version is bumped by every write, so two concurrent saves or
 * decisions cannot both win.
 *
 * Live questions (status <> DELETED) keep their course and subject from being deleted (course
 * hooks); soft-deleted ones do not, so the keys cascade / set null for them. measured_difficulty
 * and measured_time are what exam results show (written by the exams area): the list's
 * need-to-fix filter compares the author's estimates with them.
 */
export class Migration20261122030000Questions extends Migration {
  override name = 'Migration20261122030000_questions';

  override up(): void {
    this.addSql(`create table question (
      id serial primary key,
      course_id int not null references course (id) on delete cascade,
      subject_id int null references subject (id) on delete set null,
      question_type varchar(10) not null,
      status varchar(10) not null,
      language varchar(10) not null,
      difficulty numeric(5, 2) null,
      expected_time numeric(7, 2) null,
      degree numeric(7, 2) null,
      exposure_limit int null,
      model_code varchar(2) null,
      measured_difficulty numeric(5, 2) null,
      measured_time numeric(7, 2) null,
      content jsonb not null,
      text_plain text not null,
      text_norm text not null,
      version int not null default 1,
      revision int not null default 0,
      lock_version int not null default 1,
      creator_id int not null references app_user (id) on delete restrict,
      updated_by int not null references app_user (id) on delete restrict,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      deleted_at timestamptz null
    );`);
    this.addSql('create index question_course_status_index on question (course_id, status, id);');
    this.addSql('create index question_course_type_index on question (course_id, question_type, id);');
    this.addSql('create index question_course_updated_index on question (course_id, updated_at, id);');
    this.addSql('create index question_subject_id_index on question (subject_id);');
    this.addSql('create index question_creator_id_index on question (creator_id, course_id);');
    this.addSql('create index question_text_norm_trgm on question using gin (text_norm gin_trgm_ops);');

    this.addSql(`create table question_ilo (
      question_id int not null references question (id) on delete cascade,
      ilo_id int not null references course_ilo (id) on delete restrict,
      weight numeric(5, 2) not null,
      primary key (question_id, ilo_id)
    );`);
    this.addSql('create index question_ilo_ilo_id_index on question_ilo (ilo_id);');

    this.addSql(`create table question_version (
      question_id int not null references question (id) on delete cascade,
      version int not null,
      revision int not null,
      edit_type varchar(1) null,
      content jsonb not null,
      user_id int not null references app_user (id) on delete restrict,
      created_at timestamptz not null default now(),
      primary key (question_id, version, revision)
    );`);

    this.addSql(`create table question_event (
      id bigserial primary key,
      question_id int not null references question (id) on delete cascade,
      course_id int not null references course (id) on delete cascade,
      kind varchar(20) not null,
      from_status varchar(10) null,
      to_status varchar(10) null,
      version int null,
      revision int null,
      edit_type varchar(1) null,
      comment text null,
      user_id int not null references app_user (id) on delete restrict,
      created_at timestamptz not null default now()
    );`);
    this.addSql('create index question_event_question_index on question_event (question_id, id);');
    this.addSql('create index question_event_course_index on question_event (course_id, id);');

    this.addSql(`create table question_image (
      id uuid primary key,
      course_id int null references course (id) on delete cascade,
      mime varchar(30) not null,
      data bytea not null,
      size int not null,
      user_id int not null references app_user (id) on delete restrict,
      created_at timestamptz not null default now()
    );`);

    // Yjs: a compacted snapshot per document plus the updates acknowledged since it was taken.
    this.addSql(`create table collab_document (
      name varchar(100) primary key,
      snapshot bytea not null,
      updated_at timestamptz not null default now()
    );`);
    this.addSql(`create table collab_update (
      id bigserial primary key,
      name varchar(100) not null,
      data bytea not null,
      created_at timestamptz not null default now()
    );`);
    this.addSql('create index collab_update_name_index on collab_update (name, id);');
  }
}
