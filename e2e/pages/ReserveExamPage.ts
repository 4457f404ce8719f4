import type { SessionInfo } from '@mizan/domain/auth';
import type { CourseListResponse } from '@mizan/domain/courses';
import {
  type AddReservationResponse,
  type AvailabilityResponse,
  fromZoned,
  type HallInfo,
  type ReservationView,
  reserveExamPaths,
} from '@mizan/domain/reserve-exam';
import { type APIRequestContext, expect, type Locator, type Page } from '@playwright/test';
import { apiAs } from '../lib/session';
import { type Lang, t } from '../lib/texts';
import { demoIhId } from './CoursesPage';

/** The examcreator's demo course (Faculty of Science, whose centres it may book and administer). */
export const RESERVE_COURSE = 'MTH601';
/** The demo university's zone (app setting university.timeZone). */
export const UNIVERSITY_ZONE = 'Africa/Cairo';

/** A text of the area's locale file, placeholders filled: `rt('en', 'key.path')`. */
export const rt = (lang: Lang, key: string, values: Record<string, string | number> = {}): string =>
  t(lang, `reserve-exam:${key}`, values);

/** 'YYYY-MM-DD' `days` from today (UTC calendar: far enough ahead that the zone does not matter). */
export const daysAhead = (days: number) => new Date(Date.now() + days * 864e5).toISOString().slice(0, 10);

/**
 * A hall of the demo seed (apps/api/src/database/seed/demo-centres.ts) by centre and hall name.
 * Journeys book these by name, never "the smallest free hall that fits": that could be a hall the
 * centres journey adds and removes while they run, and a removed hall leaves the board with its
 * bookings.
 */
export function demoHall<H extends HallInfo>(halls: H[], centre: string, hall: string): H {
  const found = halls.find((h) => h.centreName.en === centre && h.hallName.en === hall);
  expect(found, `${centre} - ${hall}`).toBeDefined();
  return found as H;
}

/** The instant of a university wall time. */
export function instant(date: string, time: string): string {
  const r = fromZoned(date, time, UNIVERSITY_ZONE);
  if (!r.ok) throw new Error(`no ${date} ${time} in ${UNIVERSITY_ZONE}`);
  return new Date(r.ms).toISOString();
}

/** The API as a signed-in user: the course, halls free at a time, and bookings made for a journey. */
export function reserveApi(request: APIRequestContext, session: SessionInfo) {
  const as = apiAs(request, session);
  const json = async <T>(res: Awaited<ReturnType<typeof as.get>>, status = 200): Promise<T> => {
    expect(res.status(), await res.text()).toBe(status);
    return (await res.json()) as T;
  };
  return {
    async courseId(code = RESERVE_COURSE): Promise<number> {
      const body = await json<CourseListResponse>(
        await as.get(`${reserveExamPaths.coursesList}?IHId=${demoIhId(code)}`),
      );
      const course = body.courses.find((c) => c.courseCode === code);
      expect(course, `course ${code}`).toBeDefined();
      return course?.courseId ?? 0;
    },
    availability: async (courseId: number, startsAt: string, endsAt: string) =>
      json<AvailabilityResponse>(
        await as.get(
          `${reserveExamPaths.availability}?courseId=${courseId}&startsAt=${encodeURIComponent(startsAt)}&endsAt=${encodeURIComponent(endsAt)}`,
        ),
      ),
    request: async (body: {
      courseId: number;
      startsAt: string;
      endsAt: string;
      students: number;
      hallIds: number[];
    }) => json<AddReservationResponse>(await as.post(reserveExamPaths.add, body), 201),
    view: async (courseId: number, reserveExamId: number) =>
      json<ReservationView>(await as.get(reserveExamPaths.view(courseId, reserveExamId))),
    accept: async (reserveExamId: number, version: number) =>
      json<unknown>(await as.put(reserveExamPaths.decision(reserveExamId), { decision: 'accept', version })),
  };
}

/** The reserve-exam screens (apps/web/src/reserve-exam). */
export class ReserveExamPage {
  static readonly coursesPath = '/reserve-exam/courses-list';
  static listPath = (courseId: number) => `/reserve-exam/${courseId}/reserve-exam-list`;
  static addPath = (courseId: number) => `/reserve-exam/${courseId}/add`;
  static viewPath = (courseId: number, id: number) => `/reserve-exam/${courseId}/view/${id}`;
  static boardPath = (date: string, view: 'day' | 'week' = 'week') =>
    `/reserve-exam/board?view=${view}&date=${date}`;
  static readonly centresPath = '/reserve-exam/centres';

  readonly tzAlert: Locator;
  readonly conflict: Locator;
  readonly conflictMessage: Locator;
  readonly submit: Locator;
  readonly status: Locator;
  readonly history: Locator;

  constructor(readonly page: Page) {
    this.tzAlert = page.getByTestId('reserve-tz-alert');
    this.conflict = page.getByTestId('reserve-conflict');
    this.conflictMessage = page.getByTestId('reserve-conflict-message');
    this.submit = page.getByTestId('reserve-submit');
    this.status = page.getByTestId('reserve-view-status');
    this.history = page.getByTestId('reserve-history');
  }

  hall = (hallId: number) => this.page.getByTestId(`reserve-hall-${hallId}`);
  alternative = (i: number) => this.page.getByTestId(`reserve-alternative-${i}`);
  booking = (hallId: number, id: number) => this.page.getByTestId(`board-booking-${hallId}-${id}`);

  async fillRequest(r: { date: string; start: string; end: string; students: number }): Promise<void> {
    await this.page.getByTestId('reserve-date').fill(r.date);
    await this.page.getByTestId('reserve-start').fill(r.start);
    await this.page.getByTestId('reserve-end').fill(r.end);
    await this.page.getByTestId('reserve-students').fill(String(r.students));
  }

  async chooseHall(hallId: number): Promise<void> {
    await this.hall(hallId).getByRole('checkbox').check();
  }

  /** The request's id from the view's URL. */
  viewedId = () => Number(this.page.url().split('/').at(-1));
}
