import { defineConfig, devices } from '@playwright/test';

// Debian's Chromium only (never a downloaded browser); flags keep it off the closed network.
const chromium = {
  executablePath: '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
};

// Two workers, each with its own store (tests/fixtures.ts): its own `khadi serve`, port and SQLite
// file, copied from the demo shop the global set-up seeded once. The tests of one file run in order
// in one worker. Deadlines are generous so a loaded machine is slow, not failing; nothing sleeps.
export default defineConfig({
  testDir: './tests',
  globalSetup: './global-setup.ts',
  fullyParallel: false,
  workers: 2,
  retries: 0,
  timeout: 180_000, // a whole test, on a machine at load 30 (other suites, stress-ng) — a hang still ends
  expect: { timeout: 30_000 },
  reporter: [['list']],
  outputDir: './test-results',
  use: {
    launchOptions: chromium,
    // Recording a trace costs a quarter of the suite's CPU (measured: 148 → 109 core-seconds on three
    // specs), paid by every passing test. A failure still leaves its error and page snapshot
    // (error-context.md); to record traces, run `npx playwright test --trace retain-on-failure`.
    trace: 'off',
  },
  // A test tagged @phone runs only on the phone project, @desktop only on the desktop one.
  projects: [
    {
      name: 'desktop',
      grepInvert: /@phone/,
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 }, channel: undefined },
    },
    {
      name: 'phone',
      grepInvert: /@desktop/,
      // The purchase flows and the back office's own flows run once, on desktop: what a phone
      // changes there (no page wider than the screen, the chat button over no control) is checked
      // by phone-layout.spec.ts, every route at 320 px.
      testIgnore: /\/(cart|checkout|admin|admin-csv|admin-categories|stock|fulfilment)\.spec\.ts$/,
      use: {
        viewport: { width: 390, height: 844 },
        deviceScaleFactor: 2,
        isMobile: true,
        hasTouch: true,
      },
    },
  ],
});
