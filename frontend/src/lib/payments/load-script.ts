// Loads a payment provider's checkout script once (spec §7: from the provider's host, only when paying).
// A failed load is forgotten, so the next attempt tries again.
const loading = new Map<string, Promise<void>>()

export function loadScript(src: string, doc: Document = document): Promise<void> {
  const pending = loading.get(src)
  if (pending) return pending
  const promise = new Promise<void>((resolve, reject) => {
    const script = doc.createElement('script')
    script.src = src
    script.async = true
    script.onload = () => {
      resolve()
    }
    script.onerror = () => {
      script.remove()
      loading.delete(src)
      reject(new Error(`Could not load ${src}`))
    }
    doc.head.appendChild(script)
  })
  loading.set(src, promise)
  return promise
}

/** Tests only: forget what has been loaded. */
export function resetLoadedScripts(): void {
  loading.clear()
}
