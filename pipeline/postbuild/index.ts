/** The post-build steps, in order. Each reads and writes the build directory only. */
import {performance} from 'node:perf_hooks';
import {compressStep} from './compress';
import {hostingStep} from './hosting';
import {linksStep} from './links';
import {markdownStep} from './markdown';
import {offline} from './offline';
import {printStep} from './print';
import type {PostBuildStep} from './types';

export type {PostBuildContext, PostBuildStep} from './types';

/**
 * Order matters: files a step writes are read by the steps after it (the PDFs before the offline kit lists them,
 * the link check after every step that writes pages, compression last).
 */
const steps: readonly PostBuildStep[] = [markdownStep, printStep, offline, hostingStep, linksStep, compressStep];

export async function runPostBuild(outDir: string): Promise<void> {
  for (const step of steps) {
    const start = performance.now();
    const summary = await step.run({outDir});
    console.log(`[postbuild] ${step.name}: ${summary} (${((performance.now() - start) / 1000).toFixed(1)} s)`);
  }
}
