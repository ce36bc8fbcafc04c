import clsx from 'clsx'

export type BarDatum = {
  key: string
  /** The full label, read in the data table and the bar's tooltip (e.g. "9 de marzo de 2026"). */
  label: string
  /** The short label under the axis (e.g. "9 mar"). */
  tick: string
  value: number
}

/** 1, 2 or 5 times a power of ten at or above `value`, so the axis reads in round numbers. */
export function niceMax(value: number): number {
  if (value <= 0) return 1
  const power = 10 ** Math.floor(Math.log10(value))
  const step = [1, 2, 5, 10].find((m) => m * power >= value) ?? 10
  return step * power
}

const tones = { primary: 'fill-primary', accent: 'fill-accent' }
const GRID = [0, 0.25, 0.5, 0.75, 1]

/**
 * A bar chart drawn as plain SVG. Screen readers get `summary` as the image's name and every value in a
 * table under "Ver datos"; sighted users get the bars, a tooltip per bar and the same table.
 */
export function BarChart({
  data,
  formatValue,
  summary,
  tone = 'primary',
}: {
  data: BarDatum[]
  formatValue: (value: number) => string
  summary: string
  tone?: keyof typeof tones
}) {
  const top = niceMax(Math.max(0, ...data.map((d) => d.value)))
  const empty = data.every((d) => d.value === 0)
  // Round labels only: the middle one shows when half the top is a whole number.
  const axis = empty ? [0] : Number.isInteger(top / 2) ? [top, top / 2, 0] : [top, 0]
  const width = data.length * 10
  const ticks = data.length > 2 ? [data[0]!, data[Math.floor(data.length / 2)]!, data.at(-1)!] : data

  return (
    <figure className="space-y-2">
      <div className="flex gap-2">
        <div
          aria-hidden="true"
          className={clsx(
            'flex h-44 w-16 shrink-0 flex-col text-right text-[11px] leading-none text-muted tabular-nums sm:h-52',
            axis.length > 1 ? 'justify-between' : 'justify-end',
          )}
        >
          {axis.map((value) => (
            <span key={value}>{formatValue(value)}</span>
          ))}
        </div>
        <svg
          role="img"
          aria-label={summary}
          viewBox={`0 0 ${width} 100`}
          preserveAspectRatio="none"
          className="h-44 min-w-0 flex-1 overflow-visible sm:h-52"
        >
          {GRID.map((g) => (
            <line
              key={g}
              x1={0}
              x2={width}
              y1={100 - g * 100}
              y2={100 - g * 100}
              className="stroke-border"
              strokeWidth={1}
              vectorEffect="non-scaling-stroke"
            />
          ))}
          {data.map((d, i) => {
            const height = (d.value / top) * 100
            return (
              <rect
                key={d.key}
                x={i * 10 + 1.5}
                width={7}
                y={100 - height}
                height={height}
                className={clsx(tones[tone], 'opacity-90 transition hover:opacity-100')}
              >
                <title>{`${d.label}: ${formatValue(d.value)}`}</title>
              </rect>
            )
          })}
        </svg>
      </div>
      <div aria-hidden="true" className="ml-18 flex justify-between text-[11px] text-muted">
        {ticks.map((d) => (
          <span key={d.key}>{d.tick}</span>
        ))}
      </div>
      <details className="text-sm">
        <summary className="cursor-pointer rounded font-medium text-primary-ink">Ver datos</summary>
        <div className="mt-2 max-h-64 overflow-y-auto rounded-lg border border-border">
          <table className="w-full text-left text-sm">
            <tbody>
              {data.map((d) => (
                <tr key={d.key} className="border-b border-border last:border-0">
                  <th scope="row" className="px-3 py-1.5 font-normal text-muted">
                    {d.label}
                  </th>
                  <td className="px-3 py-1.5 text-right font-medium tabular-nums">{formatValue(d.value)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </figure>
  )
}
