import { Migration } from '@mikro-orm/migrations';

/**
 * Exam generation (165.7.1., issue 14). An exam belongs to a course; its specification rows say what
 * every model holds; its models (codes '00'-'99', unique per exam) list question versions in order;
 * its students and sectors (halls or committees) carry the distribution. lock_version guards every
 * write to an exam and its parts (a stale one is refused with 409); status follows SPEC 4.
 */
export class Migration20261124100000Exams extends Migration {
  override name = 'Migration20261124100000_exams';

  override up(): void {
    this.addSql(`create table exam (
      id serial primary key,
      course_id int not null references course (id) on delete restrict,
      name varchar(200) not null,
      delivery_mode varchar(10) not null check (delivery_mode in ('20.2.', '20.3.')),
      starts_at timestamptz not null,
      duration_minutes int not null check (duration_minutes > 0),
      total_degree numeric(9, 2) not null check (total_degree > 0),
      question_count int not null check (question_count > 0),
      language varchar(10) not null,
      models_count int not null check (models_count between 1 and 100),
      models_match varchar(10) not null check (models_match in ('22.1.', '22.2.')),
      max_shared_share numeric(3, 2) null check (max_shared_share between 0 and 1),
      target_difficulty numeric(3, 2) null check (target_difficulty between 0 and 1),
      stage varchar(10) null,
      instructions text null,
      status varchar(30) not null default 'draft'
        check (status in ('draft', 'modelsComplete', 'published', 'distributionApproved')),
      published_before boolean not null default false,
      generation_seed int null,
      created_by int null references app_user (id) on delete set null,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      lock_version int not null default 0
    );`);
    this.addSql('create index exam_course_index on exam (course_id, starts_at desc);');

    this.addSql(`create table exam_specification_row (
      exam_id int not null references exam (id) on delete cascade,
      position int not null,
      subject_id int not null references subject (id) on delete restrict,
      ilo_id int null references course_ilo (id) on delete restrict,
      question_type varchar(10) not null,
      difficulty_min numeric(3, 2) null,
      difficulty_max numeric(3, 2) null,
      count int not null check (count >= 0),
      degree numeric(9, 2) not null check (degree >= 0),
      primary key (exam_id, position),
      check ((count = 0) = (degree = 0)),
      check (difficulty_min is null or difficulty_max is null or difficulty_min <= difficulty_max)
    );`);

    this.addSql(`create table exam_model (
      id serial primary key,
      exam_id int not null references exam (id) on delete cascade,
      model_no int not null check (model_no between 0 and 99),
      code varchar(2) not null check (code ~ '^[0-9]{2}$'),
      complete boolean not null default false,
      updated_at timestamptz not null default now(),
      unique (exam_id, model_no),
      unique (exam_id, code)
    );`);

    // The exam keeps the version it used: a major edit of a question makes a new version elsewhere.
    this.addSql(`create table exam_model_question (
      model_id int not null references exam_model (id) on delete cascade,
      position int not null,
      question_id int not null references question (id) on delete restrict,
      version int not null,
      question_type varchar(10) not null,
      -- counted questions (a case study counts as its sub-questions), kept with the version used
      units int not null default 1 check (units >= 1),
      spec_row int null,
      degree numeric(9, 2) not null check (degree >= 0),
      choice_order int[] null,
      primary key (model_id, position),
      unique (model_id, question_id)
    );`);
    this.addSql('create index exam_model_question_question_index on exam_model_question (question_id);');

    // Exposure (issue 14 part 6): each publish records the question versions its models use; the
    // question-bank reader counts a question's published exams through the view.
    this.addSql(`create table exam_exposure (
      exam_id int not null references exam (id) on delete cascade,
      question_id int not null references question (id) on delete restrict,
      version int not null,
      published_at timestamptz not null default now(),
      primary key (question_id, exam_id, version)
    );`);
    this.addSql(`create view question_exposure as
      select question_id, count(distinct exam_id)::int as exposure_count from exam_exposure group by question_id;`);

    // The exam's live changes, keyed by the lock version each one produced: the catch-up log.
    this.addSql(`create table exam_event (
      exam_id int not null references exam (id) on delete cascade,
      lock_version int not null,
      payload jsonb not null,
      primary key (exam_id, lock_version)
    );`);

    // A sector is a hall or a committee the exam's students sit in, in `position` order.
    this.addSql(`create table exam_sector (
      id serial primary key,
      exam_id int not null references exam (id) on delete cascade,
      name varchar(100) not null,
      kind varchar(10) not null check (kind in ('hall', 'committee')),
      capacity int not null check (capacity > 0),
      position int not null,
      unique (exam_id, position)
    );`);
    this.addSql('create unique index exam_sector_name_index on exam_sector (exam_id, lower(name));');

    // Students keyed by their number within the exam; a withdrawn one keeps its row (and may come back
    // with the next import). The distribution sets sector, seat and model.
    this.addSql(`create table exam_student (
      id serial primary key,
      exam_id int not null references exam (id) on delete cascade,
      national_id varchar(14) null check (national_id ~ '^[23][0-9]{13}$'),
      student_number varchar(50) not null,
      name jsonb not null,
      sector_id int null references exam_sector (id) on delete set null,
      seat_no int null check (seat_no > 0),
      model_id int null references exam_model (id) on delete set null,
      withdrawn_at timestamptz null,
      unique (exam_id, student_number),
      check ((sector_id is null) = (seat_no is null))
    );`);
    this.addSql(
      'create unique index exam_student_national_id_index on exam_student (exam_id, national_id) where national_id is not null;',
    );
    this.addSql('create unique index exam_student_seat_index on exam_student (sector_id, seat_no);');
  }
}
