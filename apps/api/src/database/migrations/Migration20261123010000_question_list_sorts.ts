import { Migration } from '@mikro-orm/migrations';

/**
 * One (course_id, column, id) index per sort of the question list that had none, so that every
 * sort walks its index and stops at the page: a deep page of a large course sorted by difficulty
 * and filtered by creator read ~11,000 rows and took ~90 ms at 100,000 questions; through the index
 * it reads the ~500 rows up to the page. (status, question_type and updated_at have theirs since the
 * questions migration.)
 */
export class Migration20261123010000QuestionListSorts extends Migration {
  override name = 'Migration20261123010000_question_list_sorts';

  override up(): void {
    for (const column of ['created_at', 'version', 'difficulty', 'expected_time', 'degree'])
      this.addSql(`create index question_course_${column}_index on question (course_id, ${column}, id);`);
    this.addSql('create index question_course_id_index on question (course_id, id);');
  }
}
