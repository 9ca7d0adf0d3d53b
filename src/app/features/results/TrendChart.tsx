import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import { formatResultWithUnit, resultName } from '../../../shared/resultFormat';
import { formatChartDays, formatDate } from '../../i18n/formatDate';
import type { TrendSeries } from './trendSeries';

const CHART_HEIGHT = 260;
/** One colour per analyte (at most a handful share a unit); critical marks are always red. */
export const TREND_COLORS = ['#0f766e', '#1d4ed8', '#a21caf', '#b45309', '#4d7c0f', '#334155'];
const CRITICAL_COLOR = '#b91c1c';

/**
 * The trend of chosen analytes of one unit (issue 27), drawn by uPlot like the staff statistics
 * (this file is reached only through a lazy import, so uPlot loads with the first trend shown):
 * each analyte's values as a line with points, its reference range as a band in its colour (the
 * range each value was measured against), its critical values as large red marks. Hover or a tap
 * shows the values at that date and their report; a click (a second tap on a phone) opens the
 * report. The canvas is hidden from screen readers: the panel's list says the same.
 */
export default function TrendChart({
  series,
  onOpen,
}: {
  series: TrendSeries;
  onOpen: (reportId: string) => void;
}) {
  const container = useRef<HTMLDivElement>(null);
  const tip = useRef<HTMLDivElement>(null);
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage;
  useEffect(() => {
    const element = container.current;
    const tooltip = tip.current;
    if (!element || !tooltip) return;
    const data: (number | null)[][] = [series.times];
    const plotted: uPlot.Series[] = [{}];
    const bands: uPlot.Band[] = [];
    series.lines.forEach((line, index) => {
      const color = TREND_COLORS[index % TREND_COLORS.length] ?? '#0f766e';
      const first = data.length;
      data.push(line.values, line.critical, line.high, line.low);
      plotted.push(
        {
          label: resultName(line, language),
          stroke: color,
          width: 2,
          spanGaps: true,
          points: { show: true, size: 6, fill: color },
        },
        {
          label: t('results.trend.critical'),
          stroke: CRITICAL_COLOR,
          paths: () => null,
          points: { show: true, size: 12, fill: CRITICAL_COLOR, width: 2 },
        },
        { stroke: 'transparent', points: { show: false }, spanGaps: true },
        { stroke: 'transparent', points: { show: false }, spanGaps: true },
      );
      bands.push({ series: [first + 2, first + 3], fill: `${color}22` });
    });
    const unit = series.lines[0]?.unit ?? '';
    const chart = new uPlot(
      {
        width: Math.max(element.clientWidth, 200),
        height: CHART_HEIGHT,
        legend: { show: false },
        cursor: { drag: { x: false, y: false }, points: { show: false } },
        scales: { x: { time: true } },
        axes: [
          {
            stroke: '#57534e',
            grid: { show: false },
            values: (_chart, splits) => formatChartDays(splits, language),
          },
          { stroke: '#57534e', grid: { stroke: '#e7e5e4' }, label: unit, size: 56 },
        ],
        series: plotted,
        bands,
        hooks: {
          setCursor: [
            (chart) => showTip(chart.cursor.idx ?? null, chart.cursor.left ?? 0, chart.cursor.top ?? 0),
          ],
        },
      },
      data as uPlot.AlignedData,
      element,
    );
    function showTip(idx: number | null, left: number, top: number) {
      if (!tooltip || !element) return;
      const lines =
        idx === null
          ? []
          : series.lines.flatMap((line) => (line.points[idx] ? [{ line, point: line.points[idx] }] : []));
      const first = lines[0];
      if (!first) {
        tooltip.hidden = true;
        return;
      }
      tooltip.textContent = [
        `${formatDate(first.point.date, language)} · ${first.point.befundId}`,
        ...lines.map(
          ({ line, point }) =>
            `${resultName(line, language)}: ${formatResultWithUnit(point.result, language)}${point.result.flag === 'N' ? '' : ` ${point.result.flag}`}`,
        ),
      ].join('\n');
      tooltip.hidden = false;
      tooltip.style.left = `${Math.min(left + 12, element.clientWidth - 180)}px`;
      tooltip.style.top = `${top + 12}px`;
    }
    // A click opens the report under the cursor; on a touch screen the first tap only shows it.
    let tapped: number | null = null;
    const click = (event: MouseEvent) => {
      const idx = chart.cursor.idx ?? null;
      if (idx === null) return;
      if ((event as PointerEvent).pointerType === 'touch' && tapped !== idx) {
        tapped = idx;
        return;
      }
      const point = series.lines.map((line) => line.points[idx]).find(Boolean);
      if (point) onOpen(point.reportId);
    };
    chart.over.addEventListener('click', click);
    chart.over.style.cursor = 'pointer';
    const resize = new ResizeObserver(() =>
      chart.setSize({ width: Math.max(element.clientWidth, 200), height: CHART_HEIGHT }),
    );
    resize.observe(element);
    return () => {
      resize.disconnect();
      chart.over.removeEventListener('click', click);
      chart.destroy();
    };
  }, [series, language, onOpen, t]);
  return (
    <div className="relative w-full min-w-0">
      <div ref={container} aria-hidden="true" data-testid="trend-chart" className="w-full min-w-0" />
      <div
        ref={tip}
        hidden
        data-testid="trend-tooltip"
        className="pointer-events-none absolute z-10 max-w-[180px] rounded bg-stone-900/90 px-2 py-1 text-xs whitespace-pre-line text-white"
      />
    </div>
  );
}
