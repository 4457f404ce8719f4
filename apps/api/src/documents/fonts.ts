import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

/** The print font: Amiri (Arabic naskh with Latin), from @fontsource/amiri, weights 400 and 700. */
export const PRINT_FONT_FAMILY = 'Amiri';

let css: string | undefined;

/**
 * @font-face rules for the print font with every file inlined as a data: URL, so a page rendered
 * from a string (no origin, no network) embeds the font in its PDF whatever fonts the machine has.
 * Read once (about 400 KB).
 */
export function printFontCss(): string {
  if (css) return css;
  const dir = path.dirname(createRequire(import.meta.url).resolve('@fontsource/amiri/package.json'));
  css = ['400.css', '700.css']
    .map((file) =>
      readFileSync(path.join(dir, file), 'utf8')
        .replace(/, url\([^)]+\.woff\) format\('woff'\)/g, '')
        .replace(/url\(\.\/files\/([^)]+\.woff2)\)/g, (_m, name: string) => {
          const data = readFileSync(path.join(dir, 'files', name)).toString('base64');
          return `url(data:font/woff2;base64,${data})`;
        }),
    )
    .join('\n');
  return css;
}
