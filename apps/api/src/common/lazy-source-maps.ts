import { readFileSync } from 'node:fs';
import { SourceMap } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * Stack traces that name the TypeScript, paid for when a stack is read rather than at start:
 * Node's --enable-source-maps reads and indexes every chunk's map as the chunk loads (about 0.1 s of
 * each start of the bundle). V8 formats a stack only when it is first read, through
 * Error.prepareStackTrace; a file's map (`<file>.map`) is read then, once, and kept.
 */
export function mapStacksLazily(): void {
  const maps = new Map<string, SourceMap | null>();
  const mapOf = (file: string): SourceMap | null => {
    let map = maps.get(file);
    if (map === undefined) {
      try {
        map = new SourceMap(JSON.parse(readFileSync(`${file}.map`, 'utf8')));
      } catch {
        map = null; // no map beside it (Node's own modules, packages): the frame stays as V8 wrote it
      }
      maps.set(file, map);
    }
    return map;
  };

  const frame = (site: NodeJS.CallSite): string => {
    const text = site.toString();
    const name = site.getFileName();
    const line = site.getLineNumber();
    const column = site.getColumnNumber();
    if (!name || line === null || column === null) return text;
    const file = name.startsWith('file://') ? fileURLToPath(name) : name;
    if (!path.isAbsolute(file)) return text;
    const origin = mapOf(file)?.findOrigin(line, column);
    if (!origin || !('fileName' in origin)) return text;
    const source = path.resolve(path.dirname(file), origin.fileName);
    return text.replace(`${name}:${line}:${column}`, `${source}:${origin.lineNumber}:${origin.columnNumber}`);
  };

  Error.prepareStackTrace = (error: Error, sites: NodeJS.CallSite[]) => {
    let head: string;
    try {
      head = Error.prototype.toString.call(error);
    } catch {
      head = 'Error';
    }
    return [head, ...sites.map((site) => `    at ${frame(site)}`)].join('\n');
  };
}
