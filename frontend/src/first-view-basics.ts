// The plain engine's gaps, filled before any other module loads (first-view-globals.ts imports this first):
// whatwg-url itself needs TextEncoder as it loads. There is no event loop: timers never fire, and nothing
// here needs them to.
const scope = globalThis as Record<string, unknown>

if (typeof scope.setTimeout !== 'function') {
  let next = 1
  scope.setTimeout = () => next++
  scope.clearTimeout = () => undefined
  scope.setInterval = () => next++
  scope.clearInterval = () => undefined
}

if (typeof scope.queueMicrotask !== 'function') {
  scope.queueMicrotask = (task: () => void) => void Promise.resolve().then(task)
}

if (typeof scope.MessageChannel !== 'function') {
  // react-dom/server's stream scheduling makes one at load; renderToString never posts to it.
  class Port {
    onmessage: ((event: { data: unknown }) => void) | null = null
    other: Port | null = null
    postMessage(data: unknown) {
      const target = this.other
      queueMicrotask(() => target?.onmessage?.({ data }))
    }
    close() {}
  }
  scope.MessageChannel = class {
    port1 = new Port()
    port2 = new Port()
    constructor() {
      this.port1.other = this.port2
      this.port2.other = this.port1
    }
  }
}

if (typeof scope.TextEncoder !== 'function') {
  scope.TextEncoder = class {
    readonly encoding = 'utf-8'
    encode(text = ''): Uint8Array {
      const out: number[] = []
      for (const char of text) {
        const code = char.codePointAt(0) ?? 0
        if (code < 0x80) out.push(code)
        else if (code < 0x800) out.push(0xc0 | (code >> 6), 0x80 | (code & 63))
        else if (code < 0x10000) out.push(0xe0 | (code >> 12), 0x80 | ((code >> 6) & 63), 0x80 | (code & 63))
        else out.push(0xf0 | (code >> 18), 0x80 | ((code >> 12) & 63), 0x80 | ((code >> 6) & 63), 0x80 | (code & 63))
      }
      return Uint8Array.from(out)
    }
  }
}

if (typeof scope.TextDecoder !== 'function') {
  scope.TextDecoder = class {
    readonly encoding = 'utf-8'
    decode(input?: ArrayBufferView | ArrayBuffer): string {
      if (input === undefined) return ''
      const bytes = input instanceof ArrayBuffer ? new Uint8Array(input) : new Uint8Array(input.buffer, input.byteOffset, input.byteLength)
      let text = ''
      for (let i = 0; i < bytes.length; ) {
        const lead = bytes[i] ?? 0
        const size = lead < 0x80 ? 1 : lead < 0xe0 ? 2 : lead < 0xf0 ? 3 : 4
        let code = size === 1 ? lead : lead & (0xff >> (size + 1))
        for (let k = 1; k < size; k += 1) code = (code << 6) | ((bytes[i + k] ?? 0) & 63)
        text += String.fromCodePoint(code)
        i += size
      }
      return text
    }
  }
}

export {}
