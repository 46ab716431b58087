import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { BarChart } from '@mui/x-charts/BarChart';
import { useEffect, useRef, useState } from 'react';
import { useDebounce } from 'use-debounce';
import { SectionCard } from '../../components/SectionCard';
import { formatCents } from '../../domain/money';
import { REPORT_CHART_DEBOUNCE_MS } from '../../domain/report-period';
import type { RevenueByPlan } from '../../domain/report-trends';

const CHART_HEIGHT = 340;

/** The container's width, settled: a resize redraws the chart once it stops (spec §9: 360 ms), not on every frame. */
function useSettledWidth() {
  const ref = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(0);
  useEffect(() => {
    const element = ref.current;
    if (!element) return undefined;
    setWidth(element.clientWidth);
    const observer = new ResizeObserver(([entry]) => setWidth(Math.floor(entry?.contentRect.width ?? 0)));
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  const [settled] = useDebounce(width, REPORT_CHART_DEBOUNCE_MS);
  return { ref, width: settled || width };
}

/**
 * Revenue by plan (spec §2 "Reports"): what each plan billed per month,
 * stacked. Hidden on small screens, where the trends table below says the
 * same in rows.
 */
export function RevenueChart({ data, planLabel }: { data: RevenueByPlan; planLabel: (series: RevenueByPlan['series'][number]) => string }) {
  const theme = useTheme();
  const small = useMediaQuery(theme.breakpoints.down('md'));
  const { ref, width } = useSettledWidth();
  if (small) return null;
  return (
    <SectionCard title="Revenue by plan" description="What customers were billed each month, by plan, over the last twelve months.">
      <figure style={{ margin: 0 }} aria-label="Revenue by plan, per month">
        <div ref={ref} style={{ width: '100%', minHeight: CHART_HEIGHT }}>
          {width > 0 ? (
            <BarChart
              width={width}
              height={CHART_HEIGHT}
              // Drawn at once: the growing-bars animation adds nothing to reading the figures (and stalled under this page's CSP).
              skipAnimation
              xAxis={[{ data: data.months, scaleType: 'band' }]}
              yAxis={[{ valueFormatter: (value: number | null) => (value === null ? '' : formatCents(value).replace(/\.00$/, '')), width: 90 }]}
              series={data.series.map((series) => ({
                id: series.key,
                label: planLabel(series),
                data: series.billed,
                stack: 'billed',
                valueFormatter: (value: number | null) => (value === null ? '' : formatCents(value)),
              }))}
              slotProps={{ legend: { position: { vertical: 'bottom', horizontal: 'center' } } }}
            />
          ) : null}
        </div>
        <Typography component="figcaption" variant="body2" color="text.secondary">
          The same figures are in the table of plans below.
        </Typography>
      </figure>
    </SectionCard>
  );
}
