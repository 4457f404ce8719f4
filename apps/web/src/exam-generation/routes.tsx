import type { RouteObject } from 'react-router';
import { Navigate } from 'react-router';
import { lazyRoute } from '../app/lazy-route';

const entry = lazyRoute(() => import('../course-scope/section-entry.route'));
const modelForm = lazyRoute(() => import('./routes/model-edit.route'));

/** SPEC 2 'Exam generation area': /exam-generation/... with the route names of SPEC 6 as ids. */
export const examGenerationRoutes: RouteObject[] = [
  { index: true, handle: { appId: '165.7.1.' }, lazy: entry },
  {
    id: 'exam-generation-courses-list',
    path: 'courses-list',
    lazy: lazyRoute(() => import('./routes/exam-courses-list.route')),
  },
  {
    id: 'exams-list',
    path: ':courseId/exams-list',
    lazy: lazyRoute(() => import('./routes/exams-list.route')),
  },
  {
    id: 'add-generated-exam',
    path: 'add_generated_exam/:courseId/:examId?',
    lazy: lazyRoute(() => import('./routes/exam-add.route')),
  },
  {
    id: 'show-model',
    path: 'show_model/:courseId/:examId/:modelNumber',
    lazy: lazyRoute(() => import('./routes/show-model.route')),
  },
  { id: 'model-add', path: ':courseId/:examId/models/add', handle: { mode: 'add' }, lazy: modelForm },
  {
    id: 'model-edit',
    path: ':courseId/:examId/models/edit/:modelNo',
    handle: { mode: 'edit' },
    lazy: modelForm,
  },
  {
    id: 'model-copy',
    path: ':courseId/:examId/models/copy/:modelNo',
    handle: { mode: 'copy' },
    lazy: modelForm,
  },
  {
    id: 'model-details',
    path: ':courseId/:examId/model-details/:modelNo',
    lazy: lazyRoute(() => import('./routes/model-details.route')),
  },
  {
    id: 'question-details',
    path: ':courseId/:examId/question-details/:questionId',
    lazy: lazyRoute(() => import('./routes/question-details.route')),
  },
  {
    // Electronic exams' proctor screen (its own folder: electronic-exams/proctor/).
    id: 'exam-proctor',
    path: ':courseId/:examId/proctor/:sectorId?',
    lazy: lazyRoute(() => import('../electronic-exams/proctor/proctor.route')),
  },
  {
    id: 'exam-details',
    path: ':courseId/:examId',
    lazy: lazyRoute(() => import('./routes/exam-details.route')),
  },
  { path: '*', element: <Navigate to="/notFound" replace /> },
];
