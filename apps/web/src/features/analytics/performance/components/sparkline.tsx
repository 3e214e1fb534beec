/**
 * A tiny line of weekly counts inside a table cell: plain SVG (no chart library for 60 × 20
 * pixels), a picture only — the numbers are in the cell's text and in 'Entregas por semana'.
 */
export function Sparkline({ values, width = 72, height = 20 }: { values: number[]; width?: number; height?: number }) {
  if (values.length === 0) return null;
  const max = Math.max(1, ...values);
  const step = values.length > 1 ? (width - 4) / (values.length - 1) : 0;
  const points = values.map((value, index) => {
    const x = 2 + index * step;
    const y = height - 2 - (value / max) * (height - 4);
    return [x, y] as const;
  });
  const last = points.at(-1)!;
  return (
    <svg
      aria-hidden="true"
      width={width}
      height={height}
      viewBox={`0 0 ${width} ${height}`}
      className="inline-block align-middle text-primary"
    >
      <polyline
        points={points.map(([x, y]) => `${x},${y}`).join(' ')}
        fill="none"
        stroke="currentColor"
        strokeWidth="1.5"
        strokeLinejoin="round"
        strokeLinecap="round"
      />
      <circle cx={last[0]} cy={last[1]} r="2" fill="currentColor" />
    </svg>
  );
}
