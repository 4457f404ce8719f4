import { Migration } from '@mikro-orm/migrations';

/**
 * Paper scanning and the answer store (issues 15 and 16). A scan batch is one uploaded scanner PDF,
 * kept until its job has read it (so a restarted job starts over from it); each page is matched to a
 * student and model by its QR or refused; every doubtful mark and refused page waits in the review
 * queue with its picture until a person decides (who and when kept). Answers and marks are stored per
 * student and model position, with the question version they answer, for the item statistics.
 */
export class Migration20261124300000ExamAnswers extends Migration {
  override name = 'Migration20261124300000_exam_answers';

  override up(): void {
    this.addSql(`create table exam_scan_batch (
      id serial primary key,
      exam_id int not null references exam (id) on delete cascade,
      file_name varchar(255) not null,
      pdf bytea null,
      state varchar(10) not null default 'queued' check (state in ('queued', 'reading', 'done', 'failed')),
      job_id varchar(64) null,
      pages int not null default 0,
      pages_done int not null default 0,
      error jsonb null,
      created_by int null references app_user (id) on delete set null,
      created_at timestamptz not null default now()
    );`);
    this.addSql('create index exam_scan_batch_exam_index on exam_scan_batch (exam_id, id desc);');

    // rows: the sheet rows read, [{row, marked, darkness, doubt}] (row 1-based across the sheet's pages).
    this.addSql(`create table exam_scan_page (
      id serial primary key,
      batch_id int not null references exam_scan_batch (id) on delete cascade,
      page_no int not null,
      state varchar(10) not null check (state in ('read', 'refused', 'discarded')),
      reason varchar(20) null,
      student_id int null references exam_student (id) on delete set null,
      model_id int null references exam_model (id) on delete set null,
      sheet_page int null,
      rows jsonb null,
      unique (batch_id, page_no)
    );`);
    this.addSql(
      'create index exam_scan_page_student_index on exam_scan_page (student_id) where student_id is not null;',
    );

    this.addSql(`create table exam_review_item (
      id serial primary key,
      exam_id int not null references exam (id) on delete cascade,
      page_id int not null references exam_scan_page (id) on delete cascade,
      kind varchar(4) not null check (kind in ('mark', 'page')),
      reason varchar(20) not null,
      row int null,
      crop bytea not null,
      decision jsonb null,
      decided_by int null references app_user (id) on delete set null,
      decided_at timestamptz null,
      created_at timestamptz not null default now(),
      check ((kind = 'mark') = (row is not null)),
      check ((decision is null) = (decided_at is null))
    );`);
    this.addSql(
      'create index exam_review_item_open_index on exam_review_item (exam_id, id) where decided_at is null;',
    );

    // response: the answer in the question version's stored order (@mizan/domain/scoring Response);
    // written: what a person entered (rubric marks, blank words). marks null: waiting for a person.
    this.addSql(`create table exam_answer (
      exam_id int not null references exam (id) on delete cascade,
      student_id int not null references exam_student (id) on delete cascade,
      position int not null,
      model_id int not null references exam_model (id) on delete cascade,
      question_id int not null references question (id) on delete restrict,
      version int not null,
      response jsonb not null,
      written jsonb null,
      source varchar(10) not null check (source in ('omr', 'manual', 'electronic')),
      marks numeric(9, 2) null,
      max_marks numeric(9, 2) not null,
      pending boolean not null default false,
      marked_by int null references app_user (id) on delete set null,
      updated_at timestamptz not null default now(),
      primary key (student_id, position)
    );`);
    this.addSql('create index exam_answer_exam_index on exam_answer (exam_id);');
    this.addSql('create index exam_answer_question_index on exam_answer (question_id, version);');

    this.addSql(`create table exam_result_publication (
      exam_id int primary key references exam (id) on delete cascade,
      published_by int null references app_user (id) on delete set null,
      published_at timestamptz not null default now()
    );`);
  }
}
