import type { CardDependency } from '@rbax/shared/views/dependencies';
import { memo } from 'react';

export type ArrowEnds = { x1: number; y1: number; x2: number; y2: number };

type TimelineArrowsProps = {
  width: number;
  height: number;
  arrows: readonly (CardDependency & ArrowEnds & { late: boolean; critical: boolean })[];
  todayX: number | null;
};

/**
 * Dependencies as arrows from the end of what a card waits for to the card's start (issue 22):
 * red when the card starts too early, rose on the critical path; and the 'today' line. Drawn
 * once for the whole chart (positions come from row indexes, not the DOM), under the bars.
 */
export const TimelineArrows = memo(function TimelineArrows({ width, height, arrows, todayX }: TimelineArrowsProps) {
  return (
    <svg
      aria-hidden="true"
      className="pointer-events-none absolute top-0 left-0"
      width={width}
      height={height}
      data-testid="timeline-arrows"
    >
      <defs>
        {['muted', 'late', 'critical'].map((kind) => (
          <marker
            key={kind}
            id={`timeline-arrow-${kind}`}
            viewBox="0 0 8 8"
            refX="7"
            refY="4"
            markerWidth="7"
            markerHeight="7"
            orient="auto-start-reverse"
          >
            <path
              d="M0,0 L8,4 L0,8 z"
              className={
                kind === 'late' ? 'fill-red-500' : kind === 'critical' ? 'fill-rose-500' : 'fill-muted-foreground'
              }
            />
          </marker>
        ))}
      </defs>
      {todayX !== null ? (
        <line
          x1={todayX}
          x2={todayX}
          y1={0}
          y2={height}
          className="stroke-primary"
          strokeWidth={2}
          strokeDasharray="4 3"
        />
      ) : null}
      {arrows.map((arrow) => {
        const kind = arrow.late ? 'late' : arrow.critical ? 'critical' : 'muted';
        // Out to the right of the first bar, down (or up) to the second row, then in to its start.
        const bend = Math.max(arrow.x1 + 8, Math.min(arrow.x2 - 8, arrow.x1 + 16));
        const d = `M${arrow.x1},${arrow.y1} H${bend} V${arrow.y2} H${arrow.x2 - 2}`;
        return (
          <path
            key={`${arrow.cardId}-${arrow.dependsOnId}`}
            d={d}
            data-dependency={`${arrow.dependsOnId}->${arrow.cardId}`}
            fill="none"
            strokeWidth={arrow.critical || arrow.late ? 2 : 1.5}
            className={
              kind === 'late' ? 'stroke-red-500' : kind === 'critical' ? 'stroke-rose-500' : 'stroke-muted-foreground'
            }
            markerEnd={`url(#timeline-arrow-${kind})`}
          />
        );
      })}
    </svg>
  );
});
