import { useEffect, useRef } from 'react';
import { BarController, BarElement, CategoryScale, Chart, LinearScale, Tooltip } from 'chart.js';

// Only the parts a bar chart needs: Chart.js tree-shakes the rest away (ADR 044).
Chart.register(BarController, BarElement, CategoryScale, LinearScale, Tooltip);

export interface BarChartProps {
  labels: string[];
  values: number[];
  /** What the picture shows, for screen readers (the figures are in the table beside it). */
  description: string;
  /** Bars along the inline axis (a funnel) rather than up from the bottom (a series of days). */
  horizontal?: boolean;
  rtl: boolean;
  formatValue?: (value: number) => string;
}

/**
 * A bar chart on a canvas, laid out right to left in Arabic: the days run from the right, a funnel's
 * bars grow leftwards, and tooltips read right to left. Loaded with the dashboard only.
 */
export default function BarChart({ labels, values, description, horizontal = false, rtl, formatValue }: BarChartProps) {
  const canvas = useRef<HTMLCanvasElement>(null);
  useEffect(() => {
    const styles = getComputedStyle(document.documentElement);
    const color = styles.getPropertyValue('--accent').trim() || '#1f5fbf';
    const ink = styles.getPropertyValue('--muted').trim() || '#5b6475';
    const format = formatValue ?? ((value: number) => String(value));
    const valueAxis = {
      beginAtZero: true,
      reverse: horizontal && rtl,
      ticks: { color: ink, callback: (value: string | number) => format(Number(value)) },
    };
    const labelAxis = { reverse: !horizontal && rtl, ticks: { color: ink }, grid: { display: false } };
    const chart = new Chart(canvas.current!, {
      type: 'bar',
      data: { labels, datasets: [{ data: values, backgroundColor: color, borderRadius: 4, maxBarThickness: 48 }] },
      options: {
        indexAxis: horizontal ? 'y' : 'x',
        responsive: true,
        maintainAspectRatio: false,
        animation: false,
        locale: rtl ? 'ar-KW' : 'en-GB',
        plugins: {
          legend: { display: false },
          tooltip: {
            rtl,
            textDirection: rtl ? 'rtl' : 'ltr',
            callbacks: { label: (item) => format(Number(item.raw)) },
          },
        },
        scales: horizontal
          ? { x: valueAxis, y: { ...labelAxis, position: rtl ? 'right' : 'left' } }
          : { x: labelAxis, y: { ...valueAxis, position: rtl ? 'right' : 'left' } },
      },
    });
    return () => chart.destroy();
  }, [labels, values, horizontal, rtl, formatValue]);
  return (
    <div className="chart">
      <canvas ref={canvas} role="img" aria-label={description} />
    </div>
  );
}
