import { CourseListScreen } from '../../course-scope/CourseListScreen';
import { RequireRight } from '../../course-scope/RequireRight';

/** SPEC 2 review 'courses-list': choose the course whose pending questions to review. */
export function Component() {
  return (
    <RequireRight route="review-questions-courses-list">
      <CourseListScreen appId="165.2.2." />
    </RequireRight>
  );
}
