import { CourseListScreen } from '../../course-scope/CourseListScreen';
import { RequireRight } from '../../course-scope/RequireRight';

/** SPEC 2 course ILOs 'courses-list' (course-ilos-course-list). */
export function Component() {
  return (
    <RequireRight route="course-ilos-course-list">
      <CourseListScreen appId="165.1.3." />
    </RequireRight>
  );
}
