// The root of every orders query: the live event stream (lib/live, in the app's first chunk) makes it
// stale, so it stands apart from the fetches (get-orders.ts), which load with the pages that use them.
export const ordersQueryKey = ['orders'] as const
