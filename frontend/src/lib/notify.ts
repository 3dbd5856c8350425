// react-hot-toast (and the styling library it brings) is fetched when a toast is first raised or when
// the toaster loads after the first page (app/providers.tsx), not with the pages and cards that might
// raise one: the first page's code stays small (issue 8). Calls keep their order: each waits for the
// same import.

const loadToast = () => import('react-hot-toast').then(({ toast }) => toast)

/** A success or error toast (spec §9: react-hot-toast's default durations). */
export function notify(kind: 'success' | 'error', message: string): void {
  void loadToast().then((toast) => toast[kind](message))
}
