import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import { formatChartDays } from '../../i18n/formatDate';

const CHART_HEIGHT = 220;
const BAR_COLOR = '#0f766e';

/**
 * One statistic's daily counts as bars, drawn by uPlot (canvas, about 20 KB gzipped; this file is
 * reached only through the staff dashboard's lazy chunk, so the login route never loads it). The
 * chart follows its container's width (390 px to 1366 px). It is decoration for sighted users:
 * the card's table says the same for screen readers, so the canvas is hidden from them. The days
 * under the axis are written in the interface's language (uPlot's own format is American). The
 * chart has no hover tooltips (cursor off); the table carries the exact figures.
 */
export function DailyChart({ days, counts, label }: { days: string[]; counts: number[]; label: string }) {
  const container = useRef<HTMLDivElement>(null);
  const { i18n } = useTranslation();
  const language = i18n.language;
  useEffect(() => {
    const element = container.current;
    if (!element) return;
    const x = days.map((day) => Date.parse(`${day}T12:00:00Z`) / 1000);
    const chart = new uPlot(
      {
        width: Math.max(element.clientWidth, 200),
        height: CHART_HEIGHT,
        legend: { show: false },
        cursor: { show: false },
        scales: { x: { time: true }, y: { range: (_u, _min, max) => [0, Math.max(max, 4)] } },
        axes: [
          {
            stroke: '#57534e',
            grid: { show: false },
            values: (_chart, splits) => formatChartDays(splits, language),
          },
          {
            stroke: '#57534e',
            grid: { stroke: '#e7e5e4' },
            incrs: [1, 2, 5, 10, 20, 50, 100, 200, 500, 1000],
          },
        ],
        series: [
          {},
          {
            label,
            stroke: BAR_COLOR,
            fill: `${BAR_COLOR}cc`,
            paths: uPlot.paths.bars?.({ size: [0.7, 24] }),
            points: { show: false },
          },
        ],
      },
      [x, counts],
      element,
    );
    const resize = new ResizeObserver(() =>
      chart.setSize({ width: Math.max(element.clientWidth, 200), height: CHART_HEIGHT }),
    );
    resize.observe(element);
    return () => {
      resize.disconnect();
      chart.destroy();
    };
  }, [days, counts, label, language]);
  return <div ref={container} aria-hidden="true" data-testid="statistics-chart" className="w-full min-w-0" />;
}
