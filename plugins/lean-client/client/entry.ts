/**
 * The browser entry, evaluated in steps (issue 23). Docusaurus' entry (`@docusaurus/core/lib/client/clientEntry.js`)
 * imports the whole app statically, so the browser evaluates all of `main.js` (React DOM, the router, the route
 * table, the theme, the client modules) in one long task right after the first paint. Here each part is imported
 * in its own task, in the order clientEntry would evaluate them (`eager`: the code stays in `main.js`, nothing more
 * is requested); the last step is Docusaurus' entry itself, unchanged, which then finds its imports evaluated.
 * The client modules still run before the app renders and reads the address and colour mode.
 */
const nextTask = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 0));
/** A performance mark per step evaluated (`veltro-entry:react` …), which tests/e2e/startup.spec.ts reads. */
const evaluated = (step: string): void => void performance.mark(`veltro-entry:${step}`);

async function start(): Promise<void> {
  await import(/* webpackMode: "eager" */ 'react-dom/client');
  evaluated('react');
  await nextTask();
  await import(/* webpackMode: "eager" */ 'react-router-dom');
  await import(/* webpackMode: "eager" */ 'react-helmet-async');
  evaluated('router');
  await nextTask();
  await import(/* webpackMode: "eager" */ '@generated/client-modules');
  evaluated('client-modules');
  await nextTask();
  await import(/* webpackMode: "eager" */ '@generated/routes');
  evaluated('routes');
  await nextTask();
  await import(/* webpackMode: "eager" */ '@docusaurus/core/lib/client/clientEntry.js');
  evaluated('app');
}

void start();
