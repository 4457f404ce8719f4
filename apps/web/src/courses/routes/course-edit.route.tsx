import { Navigate, useParams } from 'react-router';
import { parseId } from '../../course-scope/paths';
import { RequireRight } from '../../course-scope/RequireRight';
import { CourseForm } from '../components/CourseForm';

export function Component() {
  const courseId = parseId(useParams().courseId);
  if (!courseId) return <Navigate to="/notFound" replace />;
  return (
    <RequireRight route="course-edit">
      <CourseForm key={courseId} courseId={courseId} />
    </RequireRight>
  );
}
