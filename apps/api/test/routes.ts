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

interface ExpressLayer {
  route?: { path: string | string[]; methods: Record<string, boolean> };
}

/** `METHOD /path` of every route the Express router actually serves (what a client can reach). */
export function servedRoutes(app: INestApplication): string[] {
  const express = app.getHttpAdapter().getInstance() as { router: { stack: ExpressLayer[] } };
  const out = new Set<string>();
  for (const layer of express.router.stack) {
    if (!layer.route) continue;
    for (const path of [layer.route.path].flat())
      for (const [method, on] of Object.entries(layer.route.methods))
        if (on && method !== '_all') out.add(`${method.toUpperCase()} ${path}`);
  }
  return [...out].sort();
}

export const routeKey = (r: Pick<DeclaredRoute, 'method' | 'path'>) => `${r.method} ${r.path}`;

/** A concrete URL for a route pattern: every `:param` becomes `value`. */
export const concretePath = (path: string, value = '1') => path.replace(/:[A-Za-z0-9_]+/g, value);
