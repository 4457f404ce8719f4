import { RequestMethod } from '@nestjs/common';
import { METHOD_METADATA, PATH_METADATA } from '@nestjs/common/constants.js';
import type { INestApplication } from '@nestjs/common';
import { MetadataScanner, ModulesContainer } from '@nestjs/core';
import { ACCESS_KEY, type AccessRule } from '../src/common/access.decorator.js';

/** One route as its controller declares it, with the access rule the guard will read. */
export interface DeclaredRoute {
  method: string;
  path: string;
  /** `Controller.handler`, for failure messages. */
  handler: string;
  rule: AccessRule | undefined;
}

const join = (...parts: string[]) =>
  `/${parts
    .flatMap((p) => p.split('/'))
    .filter(Boolean)
    .join('/')}`;

/**
 * Every route of every controller of the app, read from Nest's module container (the same
 * metadata the router and the AuthGuard use: handler rule first, then the controller's).
 */
export function declaredRoutes(app: INestApplication): DeclaredRoute[] {
  const scanner = new MetadataScanner();
  const routes: DeclaredRoute[] = [];
  const seen = new Set<unknown>();
  for (const module of app.get(ModulesContainer).values()) {
    for (const wrapper of module.controllers.values()) {
      const controller = wrapper.metatype as (new (...args: never[]) => object) | null;
      if (!controller || seen.has(controller)) continue;
      seen.add(controller);
      const base: string | string[] = Reflect.getMetadata(PATH_METADATA, controller) ?? '';
      for (const name of scanner.getAllMethodNames(controller.prototype)) {
        const handler = (controller.prototype as Record<string, unknown>)[name] as object;
        const path: string | string[] | undefined = Reflect.getMetadata(PATH_METADATA, handler);
        if (path === undefined) continue;
        const method = RequestMethod[Reflect.getMetadata(METHOD_METADATA, handler) as RequestMethod];
        const rule: AccessRule | undefined =
          Reflect.getMetadata(ACCESS_KEY, handler) ?? Reflect.getMetadata(ACCESS_KEY, controller);
        for (const b of [base].flat())
          for (const p of [path].flat())
            routes.push({ method, path: join(b, p), handler: `${controller.name}.${name}`, rule });
      }
    }
  }
  return routes.sort((a, b) => `${a.path} ${a.method}`.localeCompare(`${b.path} ${b.method}`));
}

/** A route without its parameters' names (`GET /api/x/:/view`): what the router tells apart. */
export const routeShape = (key: string) => key.replace(/:\w+(\([^)]*\))?(\|:\w+(\([^)]*\))?)*/g, ':');

/**
 * The shape of every API route the Fastify router actually serves (what a client can reach), read
 * from its printed tree: each line is a path below its parent's, with the methods it serves. The
 * tree names a parameter shared by routes with all their names (`:courseId|:reserveExamId`), hence
 * shapes. HEAD is Fastify's own for each GET; `*` is the web app's catch-all page route.
 */
export function servedRoutes(app: INestApplication): string[] {
  const fastify = app.getHttpAdapter().getInstance() as { printRoutes(o: { commonPrefix: boolean }): string };
  const out: string[] = [];
  const above: string[] = [];
  for (const line of fastify.printRoutes({ commonPrefix: false }).split('\n')) {
    const m = /^((?:│ {3}| {4})*)(?:├── |└── )(.*?)(?: \(([A-Z, ]+)\))?$/.exec(line);
    if (!m) continue;
    const depth = m[1].length / 4;
    const path = (above[depth - 1] ?? '') + m[2];
    above[depth] = path;
    if (!m[3] || path === '*') continue;
    for (const method of m[3].split(', ')) if (method !== 'HEAD') out.push(routeShape(`${method} ${path}`));
  }
  return out.sort();
}

export const routeKey = (r: Pick<DeclaredRoute, 'method' | 'path'>) => `${r.method} ${r.path}`;

/** A concrete URL for a route pattern: every `:param` becomes `value`. */
export const concretePath = (path: string, value = '1') => path.replace(/:[A-Za-z0-9_]+/g, value);
