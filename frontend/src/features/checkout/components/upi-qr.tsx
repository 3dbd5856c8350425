import { useQuery } from '@tanstack/react-query'

import { useT } from '@/lib/i18n'

import { getSandboxQr } from '../api'

/** Issue 30: the sandbox's UPI QR, drawn from the modules the server computed for this order (a UPI payment
 *  link with its amount) — an inline SVG, never an image from another host. */
export function UpiQr({ providerOrderId }: { providerOrderId: string }) {
  const t = useT()
  const qr = useQuery({
    queryKey: ['sandbox-upi-qr', providerOrderId],
    queryFn: ({ signal }) => getSandboxQr(providerOrderId, signal),
    staleTime: Infinity,
  })
  const size = qr.data?.rows.length ?? 0
  const quiet = 4 // the QR standard's blank margin, in modules
  const box = size + quiet * 2
  return (
    <figure className="flex flex-col items-center gap-1.5">
      <div className="grid size-36 place-items-center rounded-xl border border-line bg-white p-1">
        {qr.data ? (
          <svg
            role="img"
            aria-label={t('checkout.upiQrLabel')}
            data-testid="upi-qr"
            data-text={qr.data.text}
            viewBox={`0 0 ${box} ${box}`}
            className="size-full"
            shapeRendering="crispEdges"
          >
            <rect width={box} height={box} fill="#fff" />
            <path
              fill="#000"
              d={qr.data.rows
                .flatMap((row, y) =>
                  Array.from({ length: row.length }, (_, x) => (row.charAt(x) === '1' ? `M${x + quiet} ${y + quiet}h1v1h-1z` : '')),
                )
                .join('')}
            />
          </svg>
        ) : (
          <span className="text-xs text-muted">{qr.isError ? t('checkout.upiQrFailed') : '…'}</span>
        )}
      </div>
      <figcaption className="text-xs text-muted">{t('checkout.upiScan')}</figcaption>
    </figure>
  )
}
