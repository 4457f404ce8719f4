import { Migration } from '@mikro-orm/migrations';

/**
 * Courses (165.1.1.), subjects (165.1.2.) and course ILOs (165.1.3.), with study plans,
 * course staff and roles (a faculty's master role gives imported instructors their rights).
 * The course list filters by scope (scope.path prefix -> scope ids -> course_scope_id_index),
 * course type, status, and "contains" text filters served by pg_trgm GIN indexes.
 */
export class Migration20261122010000Courses extends Migration {
  override name = 'Migration20261122010000_courses';

  override up(): void {
    this.addSql(`create table study_plan (
      id serial primary key,
      scope_id int not null references scope (id) on delete restrict,
      name jsonb not null,
      number varchar(50) not null,
      created_at timestamptz not null default now()
    );`);
    this.addSql('create unique index study_plan_scope_number_unique on study_plan (scope_id, number);');
    this.addSql(
      `create index study_plan_search_trgm on study_plan using gin (((name->>'ar') || ' ' || (name->>'en') || ' ' || number) gin_trgm_ops);`,
    );

    this.addSql(`create table course (
      id serial primary key,
      scope_id int not null references scope (id) on delete restrict,
      name jsonb not null,
      course_type varchar(10) not null,
      study_plan_id int null references study_plan (id) on delete restrict,
      course_code varchar(50) null,
      ih_id varchar(50) null,
      flexible_ilos boolean not null default false,
      active boolean not null default true,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    );`);
    this.addSql('create index course_scope_id_index on course (scope_id);');
    this.addSql('create index course_study_plan_id_index on course (study_plan_id);');
    this.addSql('create index course_course_type_index on course (course_type);');
    this.addSql('create index course_active_index on course (active);');
    this.addSql('create index course_course_code_index on course (course_code);');
    this.addSql(
      'create unique index course_scope_ih_id_unique on course (scope_id, ih_id) where ih_id is not null;',
    );
    this.addSql('create index course_ih_id_trgm on course using gin (ih_id gin_trgm_ops);');
    this.addSql(
      `create index course_name_trgm on course using gin (((name->>'ar') || ' ' || (name->>'en')) gin_trgm_ops);`,
    );
    this.addSql(`create index course_name_ar_index on course ((name->>'ar'), id);`);
    this.addSql(`create index course_name_en_index on course ((name->>'en'), id);`);

    this.addSql(`create table course_ilo (
      id serial primary key,
      course_id int not null references course (id) on delete restrict,
      parent_id int null references course_ilo (id) on delete cascade,
      header_code varchar(10) null,
      code varchar(30) not null,
      description jsonb not null,
      depth smallint not null default 1,
      sort int not null default 0
    );`);
    this.addSql('create index course_ilo_course_id_index on course_ilo (course_id);');
    this.addSql('create index course_ilo_parent_id_index on course_ilo (parent_id);');

    this.addSql(`create table subject (
      id serial primary key,
      course_id int not null references course (id) on delete restrict,
      name varchar(50) not null,
      active boolean not null default true,
      lecture_count smallint null,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    );`);
    this.addSql('create index subject_course_id_index on subject (course_id);');
    this.addSql(`create table subject_ilo (
      subject_id int not null references subject (id) on delete cascade,
      ilo_id int not null references course_ilo (id) on delete restrict,
      primary key (subject_id, ilo_id)
    );`);
    this.addSql('create index subject_ilo_ilo_id_index on subject_ilo (ilo_id);');

    this.addSql(`create table app_role (
      id serial primary key,
      scope_id int not null references scope (id) on delete restrict,
      name jsonb not null,
      rights jsonb not null default '{}',
      is_master boolean not null default false,
      created_at timestamptz not null default now()
    );`);
    this.addSql('create unique index app_role_master_scope_unique on app_role (scope_id) where is_master;');

    this.addSql(`create table course_staff (
      course_id int not null references course (id) on delete cascade,
      user_id int not null references app_user (id) on delete cascade,
      primary key (course_id, user_id)
    );`);
    this.addSql('create index course_staff_user_id_index on course_staff (user_id);');
  }
}
