import { COURSE_TYPES, codeEnum } from '@mizan/domain/codes';
import { type IloInput, iloInputSchema } from '@mizan/domain/course-ilos';
import { z } from 'zod';
import {
  type SisAdapter,
  type SisCourse,
  type SisInstructor,
  type SisStudent,
  type SisStudentType,
  SisUnavailable,
} from './sis-adapter.js';

const bilingual = z.object({ ar: z.string().trim().min(1).max(200), en: z.string().trim().min(1).max(200) });

const coursesBody = z.object({
  courses: z.array(
    z.object({
      ihId: z.string().trim().min(1).max(50),
      name: bilingual,
      courseType: codeEnum(COURSE_TYPES),
      courseCode: z
        .string()
        .trim()
        .max(50)
        .nullish()
        .transform((v) => v || null),
      studyPlan: z.object({ name: bilingual, number: z.string().trim().min(1).max(50) }),
    }),
  ),
});

const instructorsBody = z.object({
  instructors: z.array(
    z.object({
      username: z.string().trim().min(1).max(100),
      name: bilingual,
      email: z
        .string()
        .trim()
        .max(200)
        .nullish()
        .transform((v) => v || null),
      courses: z.array(z.string()).default([]),
    }),
  ),
});

const ilosBody = z.object({ ilos: z.array(iloInputSchema) });

const studentsBody = z.object({
  students: z.array(
    z.object({
      nationalId: z
        .string()
        .trim()
        .max(50)
        .nullish()
        .transform((v) => v || null),
      studentNumber: z.string().trim().min(1).max(50),
      name: z.object({ ar: z.string().trim().max(200), en: z.string().trim().max(200) }),
    }),
  ),
});

const staffCoursesBody = z.object({ courses: z.array(z.string().trim().min(1).max(50)) });

/**
 * The shipped adapter: JSON over HTTP at MIZAN_SIS_URL (read on each call), with an optional
 * bearer token MIZAN_SIS_TOKEN. Endpoints (relative to the URL):
 *   GET scopes/{scopeCode}/courses      -> {courses: SisCourse[]}
 *   GET scopes/{scopeCode}/instructors  -> {instructors: SisInstructor[]}
 *   GET courses/{ihId}/ilos?lang=ar|en  -> {ilos: IloInput[]}
 *   GET staff/{username}/courses        -> {courses: ihId[]}
 *   GET courses/{ihId}/students?type=all|freshmen|remaining -> {students: SisStudent[]}
 */
export class HttpJsonSisAdapter implements SisAdapter {
  constructor(private readonly env: NodeJS.ProcessEnv = process.env) {}

  private get base(): string | undefined {
    const url = this.env.MIZAN_SIS_URL?.trim();
    return url ? url.replace(/\/+$/, '') : undefined;
  }

  configured(): boolean {
    return Boolean(this.base);
  }

  private async get<T>(path: string, schema: z.ZodType<T>): Promise<T> {
    const headers: Record<string, string> = { Accept: 'application/json' };
    if (this.env.MIZAN_SIS_TOKEN) headers.Authorization = `Bearer ${this.env.MIZAN_SIS_TOKEN}`;
    let res: Response;
    try {
      res = await fetch(`${this.base}/${path}`, { headers, signal: AbortSignal.timeout(15_000) });
    } catch (error) {
      throw new SisUnavailable(`SIS ${path}: ${String(error)}`);
    }
    if (!res.ok) throw new SisUnavailable(`SIS ${path}: HTTP ${res.status}`);
    const parsed = schema.safeParse(await res.json().catch(() => undefined));
    if (!parsed.success) throw new SisUnavailable(`SIS ${path}: unexpected body ${parsed.error.message}`);
    return parsed.data;
  }

  async courses(scopeCode: string): Promise<SisCourse[]> {
    return (await this.get(`scopes/${encodeURIComponent(scopeCode)}/courses`, coursesBody)).courses;
  }

  async instructors(scopeCode: string): Promise<SisInstructor[]> {
    return (await this.get(`scopes/${encodeURIComponent(scopeCode)}/instructors`, instructorsBody))
      .instructors;
  }

  async courseIlos(ihId: string, lang: 'ar' | 'en'): Promise<IloInput[]> {
    return (await this.get(`courses/${encodeURIComponent(ihId)}/ilos?lang=${lang}`, ilosBody)).ilos;
  }

  async staffCourses(username: string): Promise<string[]> {
    return (await this.get(`staff/${encodeURIComponent(username)}/courses`, staffCoursesBody)).courses;
  }

  async courseStudents(ihId: string, type: SisStudentType): Promise<SisStudent[]> {
    return (await this.get(`courses/${encodeURIComponent(ihId)}/students?type=${type}`, studentsBody))
      .students;
  }
}
