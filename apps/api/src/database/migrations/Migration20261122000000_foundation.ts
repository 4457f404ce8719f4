import { Migration } from '@mikro-orm/migrations';

export class Migration20261122000000Foundation extends Migration {
  override name = 'Migration20261122000000_foundation';

  override up(): void {
    this.addSql('create extension if not exists pg_trgm;');
    this.addSql(`create table scope (
      id serial primary key,
      parent_id int null references scope (id) on delete restrict,
      code varchar(50) not null,
      name jsonb not null,
      level smallint not null,
      path varchar(400) not null,
      is_department boolean not null default false,
      is_last_level boolean not null default false
    );`);
    this.addSql('create index scope_parent_id_index on scope (parent_id);');
    this.addSql('create unique index scope_code_unique on scope (code);');
    this.addSql('create unique index scope_path_unique on scope (path text_pattern_ops);');
    this.addSql(`create table app_user (
      id serial primary key,
      username varchar(100) not null,
      name jsonb not null,
      password_hash varchar(300) not null,
      email varchar(200) null,
      phone varchar(20) null,
      national_id varchar(14) null,
      origin varchar(10) not null default '10.1.',
      scope_id int not null references scope (id),
      selected_scope_id int not null references scope (id),
      rights jsonb not null default '{}',
      stages jsonb not null default '["*"]',
      active_stage varchar(5) not null default '*',
      technical_support boolean not null default false,
      can_sync_courses boolean not null default false,
      reset_password boolean not null default false,
      reset_message jsonb null,
      has_image boolean not null default false,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    );`);
    this.addSql('create unique index app_user_username_unique on app_user (lower(username));');
    this.addSql(`create table user_image (
      user_id int primary key references app_user (id) on delete cascade,
      mime varchar(30) not null,
      data bytea not null,
      updated_at timestamptz not null default now()
    );`);
    this.addSql(`create table user_session (
      id uuid primary key,
      user_id int not null references app_user (id) on delete cascade,
      created_at timestamptz not null default now(),
      expires_at timestamptz not null,
      revoked_at timestamptz null,
      user_agent varchar(300) null,
      ip varchar(60) null
    );`);
    this.addSql('create index user_session_user_id_index on user_session (user_id);');
    this.addSql(`create table login_failure (
      id bigserial primary key,
      username varchar(100) not null,
      at timestamptz not null,
      ip varchar(60) null
    );`);
    this.addSql('create index login_failure_username_at_index on login_failure (lower(username), at);');
    this.addSql(
      'create table portal_token_use (nonce varchar(100) primary key, used_at timestamptz not null);',
    );
    this.addSql('create table app_setting (key varchar(100) primary key, value text not null);');
  }
}
