import { formatNumber, type Lang } from '@mizan/domain/i18n';
import { AxisBottom, AxisLeft, AxisRight } from '@visx/axis';
import { Group } from '@visx/group';
import { scaleBand, scaleLinear } from '@visx/scale';
import { type KeyboardEvent, useId } from 'react';

export interface ChartSeries {
  key: string;
  label: string;
  /** A colour readable on the light and the dark panel alike. */
  color: string;
}

export interface BarChartProps {
  title: string;
  lang: Lang;
  categories: { key: string; label: string }[];
  /** One series: plain bars (a histogram); several: stacked bars. */
  series: ChartSeries[];
  value: (category: string, series: string) => number;
  onSelect?: (category: string, series: string) => void;
  /** The categories are user content (subject, course or person names), marked as such. */
  userCategories?: boolean;
  testId?: string;
}

const W = 560;
const H = 300;
const M = { top: 12, bottom: 48, side: 44 };
const LABEL_MAX = 12;

/**
 * Bars (stacked when there are several series) drawn as SVG by React with visx's scales and axes.
 * Right to left is the band scale's range reversed and the value axis on the right, not a mirrored
 * picture; every bar has a title, and the screen shows the same numbers in a table beside it.
 */
export function BarChart({
  title,
  lang,
  categories,
  series,
  value,
  onSelect,
  userCategories,
  testId,
}: BarChartProps) {
  const titleId = useId();
  const rtl = lang === 'ar';
  const totals = categories.map((c) => series.reduce((sum, s) => sum + value(c.key, s.key), 0));
  const x = scaleBand({
    domain: categories.map((c) => c.key),
    range: rtl ? [W - M.side, M.side / 2] : [M.side, W - M.side / 2],
    padding: 0.25,
  });
  const y = scaleLinear({ domain: [0, Math.max(1, ...totals)], range: [H - M.bottom, M.top], nice: true });
  const label = new Map(categories.map((c) => [c.key, c.label]));
  const fmt = (n: { valueOf(): number }) => formatNumber(n.valueOf(), lang);
  const tickText = { fill: 'currentColor', fontSize: 13, fontFamily: 'inherit' } as const;
  const ValueAxis = rtl ? AxisRight : AxisLeft;

  return (
    <figure className="min-w-0" data-testid={testId}>
      <svg
        viewBox={`0 0 ${W} ${H}`}
        role="img"
        aria-labelledby={titleId}
        className="h-auto w-full text-muted"
        // Geometry stays left to right (text anchors too, else an inherited rtl flips 'start');
        // Arabic labels still read right to left inside each text.
        direction="ltr"
      >
        <title id={titleId}>{title}</title>
        <ValueAxis
          left={rtl ? W - M.side : M.side}
          scale={y}
          numTicks={5}
          tickFormat={fmt}
          stroke="currentColor"
          tickStroke="currentColor"
          tickLabelProps={{ ...tickText, textAnchor: rtl ? 'start' : 'end', dx: rtl ? 4 : -4, dy: 4 }}
        />
        <AxisBottom
          top={H - M.bottom}
          scale={x}
          stroke="currentColor"
          tickStroke="currentColor"
          // At most about eight labels, so long runs (weeks) stay readable; every bar keeps its title.
          tickValues={categories
            .filter((_, i) => i % Math.ceil(categories.length / 8) === 0)
            .map((c) => c.key)}
          tickFormat={(k) => shorten(label.get(k) ?? '')}
          tickLabelProps={{
            ...tickText,
            textAnchor: 'middle',
            ...(userCategories ? { 'data-user-content': '' } : {}),
          }}
        />
        {categories.map((c) => {
          let top = H - M.bottom;
          return (
            <Group key={c.key} left={x(c.key) ?? 0}>
              {series.map((s) => {
                const n = value(c.key, s.key);
                if (n <= 0) return null;
                const h = H - M.bottom - y(n);
                top -= h;
                return (
                  <rect
                    key={s.key}
                    x={0}
                    y={top}
                    width={x.bandwidth()}
                    height={h}
                    fill={s.color}
                    {...(onSelect && {
                      role: 'button',
                      tabIndex: 0,
                      className: 'cursor-pointer focus:outline-2 focus:outline-current',
                      onClick: () => onSelect(c.key, s.key),
                      onKeyDown: (e: KeyboardEvent) => {
                        if (e.key === 'Enter' || e.key === ' ') onSelect(c.key, s.key);
                      },
                    })}
                  >
                    <title>{`${c.label}: ${series.length > 1 ? `${s.label} ` : ''}${fmt(n)}`}</title>
                  </rect>
                );
              })}
            </Group>
          );
        })}
      </svg>
      {series.length > 1 && (
        <figcaption className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-xs text-muted">
          {series.map((s) => (
            <span key={s.key} className="inline-flex items-center gap-1">
              <span
                aria-hidden="true"
                className="inline-block size-3 rounded-sm"
                style={{ background: s.color }}
              />
              {s.label}
            </span>
          ))}
        </figcaption>
      )}
    </figure>
  );
}

const shorten = (s: string) => (s.length > LABEL_MAX ? `${s.slice(0, LABEL_MAX - 1)}…` : s);
