import path from 'node:path'
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin'
import tailwindcss from '@tailwindcss/vite'
import react from '@vitejs/plugin-react'
import { playwright } from '@vitest/browser-playwright'
import { defineConfig } from 'vitest/config'
import { PREBUNDLED_DEPS } from './.storybook/prebundle.ts'
import { chromiumLaunchOptions } from './tests/chromium.ts'
import { NamedFilesFirst } from './tests/sequencer.ts'

const root = import.meta.dirname

export default defineConfig({
  test: {
    // Two files at a time per project, even on two cores: most of a test's time is spent
    // waiting (on the database, a server, a browser), not computing. (Vitest's default there is
    // one.) Projects in one group must agree on it.
    maxWorkers: 2,
    sequence: { sequencer: NamedFilesFirst },
    projects: [
      {
        test: {
          name: 'node',
          environment: 'node',
          // Tests live beside the code they test, in every package and app.
          include: [
            'packages/*/src/**/*.test.{ts,tsx}',
            'apps/*/src/**/*.test.{ts,tsx}',
            'scripts/**/*.test.ts',
            'bench/**/*.test.ts',
          ],
          // PGlite takes seconds to start; each file shares one instance across its tests. In
          // CI the first files start beside Storybook's browser and dependency optimizer on two
          // cores: one file's setup (database, seed, first sign-up) once took over 60 s there.
          testTimeout: 20_000,
          hookTimeout: 120_000,
          // A worker's files share its modules instead of each loading the server afresh: the
          // project took 299 s and 8.5 min of CPU isolated, 149 s and 4.2 min so (2 cores).
          // Each file still builds its own database and services; no test mocks modules, and
          // those that stub globals or the environment put them back.
          isolate: false,
        },
      },
      {
        extends: true,
        plugins: [storybookTest({ configDir: path.join(root, '.storybook') })],
        test: {
          name: 'storybook',
          // Room for a few 15-s waits (preview.tsx) on a CI machine three times slower than ours.
          testTimeout: 60_000,
          // Story files reuse their worker's page instead of each getting a fresh one: the
          // modules load once per page, not a hundred times (629 s down to 246 s for 756 stories).
          // Each story still starts clean: Storybook unmounts it, `preview.tsx` clears storage
          // and the MSW loader installs the story's own handlers.
          isolate: false,
          browser: {
            enabled: true,
            headless: true,
            provider: playwright({ launchOptions: chromiumLaunchOptions }),
            instances: [{ browser: 'chromium' }],
          },
        },
      },
      {
        plugins: [react(), tailwindcss()],
        publicDir: path.join(root, 'apps/storefront/public'),
        optimizeDeps: { include: PREBUNDLED_DEPS },
        test: {
          name: 'visual',
          include: ['tests/visual/**/*.test.tsx'],
          // CI's bounded form (`VISUAL_SIZE=ci`, set by .ci/run): the dark theme at the phone's
          // width only (tests/visual/page-stories.tsx). Unset, every shot.
          provide: { visualSize: process.env.VISUAL_SIZE === 'ci' ? 'ci' : 'full' },
          testTimeout: 30_000,
          // Its files two at a time, each in a page of its own: a browser project that does
          // not set it gets one worker per core less one, which is one here, and the files ran
          // one after another (953 s of a CI run, ending 146 s after every other story).
          maxWorkers: 2,
          browser: {
            enabled: true,
            headless: true,
            provider: playwright({
              launchOptions: chromiumLaunchOptions,
              // Room for the widest variant: a smaller window would scale the page down.
              contextOptions: { viewport: { width: 1400, height: 1000 } },
            }),
            instances: [{ browser: 'chromium' }],
            expect: {
              toMatchScreenshot: {
                // One folder of references for the page stories, whichever of the test files
                // that share them out (tests/visual/page-stories.tsx) shoots them.
                resolveScreenshotPath: ({
                  arg,
                  ext,
                  browserName,
                  platform,
                  root,
                  screenshotDirectory,
                }) =>
                  path.join(
                    root,
                    'tests/visual',
                    screenshotDirectory,
                    'pages',
                    `${arg}-${browserName}-${platform}${ext}`,
                  ),
                // A busy CI machine (every project at once on two cores) takes longer than the
                // default 5 s to see two equal screenshots in a row.
                timeout: 15_000,
                comparatorName: 'pixelmatch',
                // The pixel budget: up to 0.5% of the screen may differ by more than the
                // colour threshold (anti-aliasing noise), no more.
                comparatorOptions: { threshold: 0.2, allowedMismatchedPixelRatio: 0.005 },
              },
            },
          },
        },
      },
      {
        test: {
          name: 'e2e',
          environment: 'node',
          include: ['tests/e2e/**/*.test.ts'],
          exclude: ['tests/e2e/tap-sweep.test.ts'],
          // One first start of the store for the project; each file's server starts on a copy.
          globalSetup: ['tests/e2e/prepared-store.ts'],
          // A journey takes 10-25 s here; CI's slowest minutes, with two journeys at once on two
          // cores, ran them four to five times slower (cancel-and-refund 52 s, the photographed
          // product's 52 s, the discount code's 61 s), all work and no idle wait, so the limit
          // states that, not the quiet machine's time.
          testTimeout: 120_000,
          hookTimeout: 120_000,
          // Two real servers hashing passwords and two browsers on a 2-core machine: what a test
          // waits for may take seconds, not the default one.
          expect: { poll: { timeout: 15_000 } },
          // Each file starts its own production server and browser: two files run side by side,
          // after the other projects (group 1), so that a shopper's journey is timed on a machine
          // not also running hundreds of stories.
          sequence: { groupOrder: 1 },
        },
      },
      {
        test: {
          // The handover sweep (issue 28) times taps against the page's own clock, three
          // browser visits at once: alone, after the journeys (group 2), it neither slows them
          // past their limits (a journey beside it once took over 60 s) nor is skewed by them.
          name: 'taps',
          environment: 'node',
          include: ['tests/e2e/tap-sweep.test.ts'],
          globalSetup: ['tests/e2e/prepared-store.ts'],
          testTimeout: 240_000,
          hookTimeout: 120_000,
          sequence: { groupOrder: 2 },
        },
      },
      {
        test: {
          // Several servers, crashes and outages: minutes, not seconds, so only on request
          // (`npm run test:soak`; CI runs it when PostgreSQL and Redis are reachable).
          name: 'soak',
          environment: 'node',
          include: ['tests/soak/**/*.test.ts'],
          testTimeout: 300_000,
          hookTimeout: 120_000,
          fileParallelism: false,
        },
      },
    ],
  },
})
