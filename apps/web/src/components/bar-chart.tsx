import { useId } from 'react';

/** One bar: its axis label (Nov), its full name (November 2026), its value and how it reads. */
export type Bar = { key: string; label: string; name: string; value: number; text: string };

/**
 * A small bar chart in SVG: one bar a period, its label under it. The figures are also a table for
 * screen readers (the drawing is hidden from them), so nothing is only in the picture. Negative
 * values draw as empty bars: a chart of amounts earned starts at zero.
 */
export function BarChart({ title, bars }: { title: string; bars: readonly Bar[] }) {
  const titleId = useId();
  const top = Math.max(1, ...bars.map((bar) => bar.value));
  const width = 100 / Math.max(1, bars.length);
  return (
    <figure aria-labelledby={titleId}>
      <figcaption id={titleId} className="sr-only">
        {title}
      </figcaption>
      <svg
        aria-hidden
        viewBox="0 0 100 50"
        preserveAspectRatio="none"
        className="h-44 w-full overflow-visible"
      >
        {[0.25, 0.5, 0.75].map((share) => (
          <line
            key={share}
            x1={0}
            x2={100}
            y1={50 - share * 50}
            y2={50 - share * 50}
            className="stroke-slate-200"
            strokeWidth={0.2}
            vectorEffect="non-scaling-stroke"
          />
        ))}
        {bars.map((bar, index) => {
          const height = (Math.max(0, bar.value) / top) * 48;
          return (
            <rect
              key={bar.key}
              x={index * width + width * 0.18}
              y={50 - height}
              width={width * 0.64}
              height={height}
              rx={0.8}
              className="fill-brand-600"
            >
              <title>{`${bar.name}: ${bar.text}`}</title>
            </rect>
          );
        })}
      </svg>
      <div aria-hidden className="mt-2 flex text-[0.7rem] text-slate-500">
        {bars.map((bar) => (
          <span key={bar.key} className="flex-1 truncate text-center">
            {bar.label}
          </span>
        ))}
      </div>
      {/* A table takes its content's width whatever its own: the box around it is what hides. */}
      <div className="sr-only">
        <table>
          <caption>{title}</caption>
          <tbody>
            {bars.map((bar) => (
              <tr key={bar.key}>
                <th scope="row">{bar.name}</th>
                <td>{bar.text}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  );
}
