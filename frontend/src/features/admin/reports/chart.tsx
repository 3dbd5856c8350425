// Issue 32: one chart on a canvas, drawn by Chart.js (4.x, maintained, framework-free: it draws into the
// canvas this component owns, so React 19 needs no wrapper package). Only the pieces the Sales tab uses
// are registered, and this module is only reached from the lazily loaded Sales tab: the first route never
// carries it. The canvas is a picture (role img with a label); its figures are in the table beside it.
import {
  BarController,
  BarElement,
  CategoryScale,
  Chart,
  Filler,
  LinearScale,
  LineController,
  LineElement,
  PointElement,
  Tooltip,
} from 'chart.js'
import { useEffect, useRef } from 'react'

Chart.register(BarController, BarElement, CategoryScale, Filler, LinearScale, LineController, LineElement, PointElement, Tooltip)

export type ChartSpec = {
  kind: 'line' | 'bar'
  labels: string[]
  values: number[]
  /** Bars along the y axis (long product and state names read better that way). */
  horizontal?: boolean
  format: (value: number) => string
  /** The value axis's top when every value is 0 (so an empty range reads ₹0 – ₹1,000, not fractions of a paisa). */
  emptyMax: number
}

function cssColor(name: string, fallback: string): string {
  const value = getComputedStyle(document.documentElement).getPropertyValue(name).trim()
  return value || fallback
}

export function CanvasChart({ spec, label }: { spec: ChartSpec; label: string }) {
  const canvas = useRef<HTMLCanvasElement>(null)

  useEffect(() => {
    const element = canvas.current
    if (!element || typeof element.getContext !== 'function' || !element.getContext('2d')) return
    const accent = cssColor('--color-saffron-500', '#e8871e')
    const ink = cssColor('--color-muted', '#6b6257')
    const grid = cssColor('--color-line', '#e5ded3')
    const valueAxis = {
      beginAtZero: true,
      suggestedMax: spec.values.every((value) => value === 0) ? spec.emptyMax : undefined,
      ticks: { color: ink, precision: 0, callback: (value: string | number) => spec.format(Number(value)) },
      grid: { color: grid },
    }
    const labelAxis = { ticks: { color: ink, autoSkip: true, maxRotation: 0 }, grid: { display: false } }
    const chart = new Chart(element, {
      type: spec.kind,
      data: {
        labels: spec.labels,
        datasets: [
          {
            data: spec.values,
            backgroundColor: spec.kind === 'line' ? `${accent}33` : accent,
            borderColor: accent,
            fill: spec.kind === 'line',
            tension: 0.25,
            pointRadius: spec.labels.length > 40 ? 0 : 3,
          },
        ],
      },
      options: {
        responsive: true,
        maintainAspectRatio: false,
        animation: false,
        indexAxis: spec.horizontal ? 'y' : 'x',
        plugins: { tooltip: { callbacks: { label: (item) => spec.format(Number(item.raw)) } } },
        scales: spec.horizontal ? { x: valueAxis, y: labelAxis } : { x: labelAxis, y: valueAxis },
      },
    })
    return () => chart.destroy()
  }, [spec])

  return (
    <div className="relative h-64 w-full">
      <canvas ref={canvas} role="img" aria-label={label} />
    </div>
  )
}
