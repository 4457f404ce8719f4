import { Migration } from '@mikro-orm/migrations';

/**
 * Question review (165.2.2.): comment threads, the event log that numbers every live event, and
 * the notifications fed by it.
 *
 * review_event.id is the sequence a client's catch-up cursor follows (GET .../events?since=).
 * Writers take one advisory lock before they draw an id and keep it until they commit, so ids
 * become visible in order: a reader that sees id N has seen every id below it, and a cursor
 * never skips an event that committed late.
 */
export class Migration20261122040000Review extends Migration {
  override name = 'Migration20261122040000_review';

  override up(): void {
    // The review list pages one course's questions of one status by their last change.
    this.addSql(
      'create index question_course_status_updated_index on question (course_id, status, updated_at, id);',
    );
    this.addSql(`create table review_comment (
      id bigserial primary key,
      question_id int not null references question (id) on delete cascade,
      parent_id bigint null references review_comment (id) on delete cascade,
      body text not null,
      anchor jsonb null,
      user_id int not null references app_user (id) on delete restrict,
      created_at timestamptz not null default now(),
      resolved_at timestamptz null,
      resolved_by int null references app_user (id) on delete restrict
    );`);
    this.addSql('create index review_comment_question_index on review_comment (question_id, id);');
    this.addSql('create index review_comment_parent_index on review_comment (parent_id);');

    this.addSql(`create table review_event (
      id bigint primary key,
      kind varchar(30) not null,
      question_id int not null references question (id) on delete cascade,
      course_id int not null references course (id) on delete cascade,
      payload jsonb not null,
      created_at timestamptz not null default now()
    );`);
    this.addSql('create sequence review_event_seq owned by review_event.id;');
    this.addSql('create index review_event_course_index on review_event (course_id, id);');
    this.addSql('create index review_event_question_index on review_event (question_id, id);');

    this.addSql(`create table notification (
      id bigserial primary key,
      user_id int not null references app_user (id) on delete cascade,
      event_id bigint not null references review_event (id) on delete cascade,
      kind varchar(20) not null,
      question_id int not null references question (id) on delete cascade,
      course_id int not null references course (id) on delete cascade,
      payload jsonb not null,
      read_at timestamptz null,
      created_at timestamptz not null default now()
    );`);
    this.addSql('create index notification_user_index on notification (user_id, id);');
    this.addSql('create index notification_unread_index on notification (user_id) where read_at is null;');
    this.addSql('create index notification_event_index on notification (user_id, event_id);');
  }
}
