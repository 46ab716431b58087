import { SparkLineChart } from '@mui/x-charts/SparkLineChart';

/**
 * A plan's twelve months as a sparkline, in a chunk of its own (loaded by
 * PlanTrends.tsx): the charts library need not be compiled before the table's
 * figures are shown (issue 33).
 * No skipAnimation: sparklines never animate, and the prop would fall through to the <svg>.
 */
export function PlanSparkline({ billed, width, height }: { billed: number[]; width: number; height: number }) {
  return <SparkLineChart data={billed} width={width} height={height} curve="linear" />;
}
