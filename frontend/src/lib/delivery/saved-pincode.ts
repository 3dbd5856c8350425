// The last pincode a shopper checked (product page) or typed (checkout), so the cart and checkout can
// show the delivery line at once. Only a pincode is kept: nothing that names a person.
import { storageKeys } from '@/lib/storage-keys'

export function savedPincode(): string {
  try {
    const value = localStorage.getItem(storageKeys.pincode) ?? ''
    return /^[0-9]{6}$/.test(value) ? value : ''
  } catch {
    return ''
  }
}

export function savePincode(pincode: string): void {
  try {
    localStorage.setItem(storageKeys.pincode, pincode)
  } catch {
    // storage full or blocked: the shopper types it again
  }
}
