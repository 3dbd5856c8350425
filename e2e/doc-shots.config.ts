import { defineConfig } from '@playwright/test';

import suite from './playwright.config';

// `make doc-shots`: the owner guide's screenshots (doc-shots/*.shots.ts), on the suite's desktop
// project and store; never part of `make test`.
export default defineConfig({
  ...suite,
  testDir: './doc-shots',
  testMatch: /\.shots\.ts$/,
  workers: 1,
  projects: suite.projects?.filter((project) => project.name === 'desktop'),
});
