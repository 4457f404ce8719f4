import { Migration } from '@mikro-orm/migrations';

/**
 * Question import previews (165.2.1. import): what a file parsed into, kept per user and course
 * until the user commits a selection or the preview expires, so that preview and commit may reach
 * different API processes. questions holds the parsed drafts, images the file's images (base64)
 * that the drafts refer to as import-image:{n}.
 */
export class Migration20261122050000QuestionImport extends Migration {
  override name = 'Migration20261122050000_question_import';

  override up(): void {
    this.addSql(`create table question_import (
      id uuid primary key,
      user_id int not null references app_user (id) on delete cascade,
      course_id int not null references course (id) on delete cascade,
      import_type varchar(10) not null,
      file_name varchar(255) not null,
      questions jsonb not null,
      images jsonb not null,
      created_at timestamptz not null default now(),
      expires_at timestamptz not null
    );`);
    this.addSql('create index question_import_expires_index on question_import (expires_at);');
  }
}
