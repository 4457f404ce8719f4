import { CourseListScreen } from '../../course-scope/CourseListScreen';
import { RequireRight } from '../../course-scope/RequireRight';

/** SPEC 2 questions 'courses-list': choose the course whose question bank to open. */
export function Component() {
  return (
    <RequireRight route="questions-courses-list">
      <CourseListScreen appId="165.2.1." />
    </RequireRight>
  );
}
