import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { Suspense, useEffect, useRef, useState } from 'react';
import { useDebouncedCallback } from 'use-debounce';
import { SectionCard } from '../../components/SectionCard';
import { REPORT_CHART_DEBOUNCE_MS } from '../../domain/report-period';
import type { RevenueByPlan } from '../../domain/report-trends';
import { lazyNamed } from '../../components/lazy-named';

const CHART_HEIGHT = 340;

/** The bars (the charts library) load after the page's first paint; the box keeps their height meanwhile. */
const RevenueBarChart = lazyNamed(() => import('./RevenueBarChart'), 'RevenueBarChart');

/**
 * The container's width: measured at once when the chart mounts, then
 * followed once a resize stops (spec §9: the chart reloads 360 ms after the
 * last change), not on every frame.
 */
function useSettledWidth() {
  const ref = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(0);
  const settle = useDebouncedCallback(setWidth, REPORT_CHART_DEBOUNCE_MS);
  useEffect(() => {
    const element = ref.current;
    if (!element) return undefined;
    setWidth(element.clientWidth);
    const observer = new ResizeObserver(([entry]) => settle(Math.floor(entry?.contentRect.width ?? 0)));
    observer.observe(element);
    return () => {
      observer.disconnect();
      settle.cancel();
    };
  }, [settle]);
  return { ref, width };
}

interface ChartProps {
  data: RevenueByPlan;
  /** Said under the chart while its latest month is in progress ('2026 Nov is in progress, provisional — final on …'). */
  provisional?: string | undefined;
  planLabel: (series: RevenueByPlan['series'][number]) => string;
}

/** Whether the chart is shown: not on small screens (spec §2), where nothing else may mention it either (issue 31 item 11). */
export function useRevenueChartShown(): boolean {
  const theme = useTheme();
  return !useMediaQuery(theme.breakpoints.down('md'));
}

/**
 * Revenue by plan (spec §2 "Reports"): what each plan billed per month,
 * stacked. Hidden on small screens, where the trends table below says the
 * same in rows.
 */
export function RevenueChart(props: ChartProps) {
  // Not mounted at all while small: the chart and its size observer start
  // afresh when the window widens (an observer set up while hidden would
  // have had no element to watch, and the chart would never be drawn).
  return useRevenueChartShown() ? <RevenueBars {...props} /> : null;
}

function RevenueBars({ data, planLabel, provisional }: ChartProps) {
  const { ref, width } = useSettledWidth();
  return (
    <SectionCard title="Revenue by plan" description="What customers were billed each month, by plan, over the last twelve months.">
      <figure style={{ margin: 0 }} aria-label="Revenue by plan, per month">
        <div ref={ref} style={{ width: '100%', minHeight: CHART_HEIGHT }}>
          {width > 0 ? (
            <Suspense fallback={null}>
              <RevenueBarChart width={width} height={CHART_HEIGHT} data={data} planLabel={planLabel} />
            </Suspense>
          ) : null}
        </div>
        <Typography component="figcaption" variant="body2" color="text.secondary">
          The same figures are in the table of plans below.{provisional ? ` ${provisional}.` : ''}
        </Typography>
      </figure>
    </SectionCard>
  );
}
