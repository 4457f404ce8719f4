import '../i18n';
import { CourseListScreen } from '../../course-scope/CourseListScreen';
import { RequireRight } from '../../course-scope/RequireRight';

/** SPEC 2 reports 'course-questions-statistics/courses-list': choose the course (165.4.2.). */
export function Component() {
  return (
    <RequireRight route="course-questions-statistics">
      <CourseListScreen appId="165.4.2." />
    </RequireRight>
  );
}
