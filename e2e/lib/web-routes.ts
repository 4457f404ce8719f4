import { readFileSync } from 'node:fs';
import path from 'node:path';
import { APPS, type AppId } from '@mizan/domain/access';

/**
 * The web app's routes as registered today, read from its sources rather than listed by hand, so
 * that a screen an area adds (the exam screens as they land) is visited without touching the test:
 * the top-level paths of apps/web/src/app/router.tsx, each section's path, and the paths of the
 * area route modules AREA_ROUTES puts under a section (`path: '...'` and `['id', 'path']` rows).
 */
const web = path.resolve(import.meta.dirname, '../../apps/web/src');
const read = (file: string) => readFileSync(path.join(web, file), 'utf8');

/** A route template such as `/questions/:courseId/view/:questionType/:questionId`, with its app. */
export interface WebRoute {
  template: string;
  appId: AppId | null;
}

const pathsIn = (source: string): string[] => [
  ...[...source.matchAll(/\bpath:\s*'([^']+)'/g)].map((m) => m[1]),
  ...[...source.matchAll(/\[\s*'[\w-]+',\s*'([^'/][^']*)'\s*\]/g)].map((m) => m[1]),
];

/** The text of one `export const name` of a module (a module may export several route lists). */
function exported(source: string, name: string): string {
  const start = source.indexOf(`export const ${name}`);
  if (start < 0) throw new Error(`no export ${name}`);
  const next = source.indexOf('\nexport ', start + 1);
  return source.slice(start, next < 0 ? undefined : next);
}

export function registeredRoutes(): WebRoute[] {
  const router = read('app/router.tsx');
  // import { courseStatsRoutes, examsCreatorsRoutes } from '../reports/routes';
  const modules = new Map(
    [...router.matchAll(/import \{([^}]+)\} from '\.\.\/([\w/-]+\/routes)';/g)].flatMap((m) =>
      m[1].split(',').map((name) => [name.trim(), `${m[2]}.tsx`] as const),
    ),
  );
  const areaBlock = /AREA_ROUTES[^=]*=\s*\{([\s\S]*?)\n\};/.exec(router)?.[1] ?? '';
  const areas = new Map<AppId, string[]>(
    [...areaBlock.matchAll(/'([\d.]+)':\s*([^\n]+),/g)].map((m) => [
      m[1] as AppId,
      [...m[2].matchAll(/(\w+Routes)/g)].map((r) => r[1]),
    ]),
  );
  const routes: WebRoute[] = [];
  for (const p of pathsIn(router)) {
    // Sections are added below from APPS; '*' and the portal's one-time token are not screens to visit.
    if (p === '/' || p === '*' || p.includes(':token') || p === 'APPS[appId].path') continue;
    routes.push({ template: `/${p}`, appId: null });
  }
  for (const appId of Object.keys(APPS) as AppId[]) {
    const base = `/${APPS[appId].path}`;
    routes.push({ template: base, appId });
    for (const name of areas.get(appId) ?? []) {
      const file = modules.get(name);
      if (!file) throw new Error(`router.tsx names ${name} without importing it`);
      for (const p of pathsIn(exported(read(file), name)))
        if (p !== '*') routes.push({ template: `${base}/${p}`, appId });
    }
  }
  return [...new Map(routes.map((r) => [r.template, r])).values()];
}
