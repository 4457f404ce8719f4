import type { MigrationObject } from '@mikro-orm/core';
import { Migration20261122000000Foundation } from './Migration20261122000000_foundation.js';
import { Migration20261122010000Courses } from './Migration20261122010000_courses.js';
import { Migration20261122020000CourseSearch } from './Migration20261122020000_course_search.js';
import { Migration20261122030000Questions } from './Migration20261122030000_questions.js';
import { Migration20261122040000Review } from './Migration20261122040000_review.js';
import { Migration20261122050000QuestionImport } from './Migration20261122050000_question_import.js';
import { Migration20261123000000QuestionBands } from './Migration20261123000000_question_bands.js';
import { Migration20261123010000QuestionListSorts } from './Migration20261123010000_question_list_sorts.js';
import { Migration20261124100000Exams } from './Migration20261124100000_exams.js';
import { Migration20261124200000ReserveExam } from './Migration20261124200000_reserve_exam.js';
import { Migration20261124300000ExamAnswers } from './Migration20261124300000_exam_answers.js';
import { Migration20261125000000ElectronicExams } from './Migration20261125000000_electronic_exams.js';
import { Migration20261125100000Reports } from './Migration20261125100000_reports.js';
import { Migration20261125400000ExamMarking } from './Migration20261125400000_exam_marking.js';
import { Migration20261125600000StatusCountsByDay } from './Migration20261125600000_status_counts_by_day.js';
import { Migration20261128000000CourseListCover } from './Migration20261128000000_course_list_cover.js';
import { Migration20261128010000NeedToFixOrder } from './Migration20261128010000_need_to_fix_order.js';
import { Migration20261128020000CourseTypeName } from './Migration20261128020000_course_type_name.js';

/** Listed explicitly (not globbed) so the built app and the tests run the same migrations. */
export const MIGRATIONS: MigrationObject[] = [
  { name: 'Migration20261122000000_foundation', class: Migration20261122000000Foundation },
  { name: 'Migration20261122010000_courses', class: Migration20261122010000Courses },
  { name: 'Migration20261122020000_course_search', class: Migration20261122020000CourseSearch },
  { name: 'Migration20261122030000_questions', class: Migration20261122030000Questions },
  { name: 'Migration20261122040000_review', class: Migration20261122040000Review },
  { name: 'Migration20261122050000_question_import', class: Migration20261122050000QuestionImport },
  { name: 'Migration20261123000000_question_bands', class: Migration20261123000000QuestionBands },
  { name: 'Migration20261123010000_question_list_sorts', class: Migration20261123010000QuestionListSorts },
  { name: 'Migration20261124100000_exams', class: Migration20261124100000Exams },
  { name: 'Migration20261124200000_reserve_exam', class: Migration20261124200000ReserveExam },
  { name: 'Migration20261124300000_exam_answers', class: Migration20261124300000ExamAnswers },
  { name: 'Migration20261125000000_electronic_exams', class: Migration20261125000000ElectronicExams },
  { name: 'Migration20261125100000_reports', class: Migration20261125100000Reports },
  { name: 'Migration20261125400000_exam_marking', class: Migration20261125400000ExamMarking },
  { name: 'Migration20261125600000_status_counts_by_day', class: Migration20261125600000StatusCountsByDay },
  { name: 'Migration20261128000000_course_list_cover', class: Migration20261128000000CourseListCover },
  { name: 'Migration20261128010000_need_to_fix_order', class: Migration20261128010000NeedToFixOrder },
  { name: 'Migration20261128020000_course_type_name', class: Migration20261128020000CourseTypeName },
];
