// The one tslib helper the browser bundle uses (@docusaurus/utils-common). If a new dependency needs another,
// tests/build/build-output.test.ts (`npm run test:build`) names it, and the page tests fail on the hydration
// error; add the helper here.
export function __importDefault(mod) {
  return mod && mod.__esModule ? mod : {default: mod};
}
