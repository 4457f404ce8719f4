import '../i18n';
import { CourseListScreen } from '../../course-scope/CourseListScreen';
import { RequireRight } from '../../course-scope/RequireRight';

/** SPEC 2 exam generation 'courses-list': choose the course whose exams to work on. */
export function Component() {
  return (
    <RequireRight route="exam-generation-courses-list">
      <CourseListScreen appId="165.7.1." />
    </RequireRight>
  );
}
