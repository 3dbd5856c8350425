// Keys this app keeps in localStorage. 'user' is the spec's browser-stored user (spec §3);
// 'theme' holds the light/dark choice (spec §4). index.html's inline theme script reads 'theme' too.
// 'lang' holds the shopper's language (issue 18: en, kn or hi). 'pincode': the last delivery pincode (issue 30).
export const storageKeys = {
  user: 'user',
  theme: 'theme',
  language: 'lang',
  pincode: 'pincode',
  /** sessionStorage: a guest's Add to Cart, made once they have logged in (issue 30). */
  pendingAdd: 'pendingAdd',
} as const
