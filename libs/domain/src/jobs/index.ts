/** Where a long job stands, sent to the user who started it (apps/api/src/jobs). */
export type JobState = 'active' | 'completed' | 'failed';

export interface JobProgressEvent {
  jobId: string;
  /** The queue, e.g. 'exam-papers.render': the area that started it knows what it means. */
  name: string;
  state: JobState;
  done: number;
  total: number;
}

export interface JobEvents {
  /** To the starting user's room, on every progress step and at the end. */
  'job:progress': (e: JobProgressEvent) => void;
}
