/**
 * The production build that the build-output tests (tests/build/) read: `build/`, or BUILD_DIR. They run with
 * `npm run test:build` after `npm run build`. Without a build they are skipped on a developer's machine, and fail
 * instead where REQUIRE_BUILD (set by `test:build`) or CI is set, so that no check of the build can be skipped
 * in CI without a red run.
 */
import fs from 'node:fs';
import path from 'node:path';

export const root = path.resolve(__dirname, '../..');
export const buildDir = path.resolve(root, process.env.BUILD_DIR ?? 'build');

export interface BuildUnderTest {
  /** Whether every file the tests need exists. */
  readonly built: boolean;
  /** The test's name, with the reason it is skipped when there is no build. */
  withBuild(name: string): string;
}

/** Checks for the files (relative to the build) that a group of tests reads. */
export function buildUnderTest(...required: string[]): BuildUnderTest {
  const relative = path.relative(root, buildDir);
  const built = required.every((file) => fs.existsSync(path.join(buildDir, file)));
  if (!built && (process.env.REQUIRE_BUILD || process.env.CI)) {
    throw new Error(`${relative}/ lacks ${required.join(', ')}: run \`npm run build\` before \`npm run test:build\``);
  }
  return {built, withBuild: (name) => (built ? name : `${name} (skipped: no ${relative}/, run \`npm run build\`)`)};
}
