/**
 * Legacy URLs from `ia/redirects.json` (a copy of `../shared/ia/redirects.json`) as options for
 * `@docusaurus/plugin-client-redirects`. Only redirects whose target page exists are generated, so a
 * rule for a page that is not written yet cannot break the build; `tests/unit/redirects.test.ts` reports them.
 */
import type {Options as ClientRedirectsOptions} from '@docusaurus/plugin-client-redirects';
import redirectsJson from '../ia/redirects.json';

export interface RedirectPair {
  readonly from: string;
  readonly to: string;
}

export interface PrefixRule {
  readonly order: number;
  readonly ifPathContains: string;
  readonly createFrom: readonly string[];
}

export const explicitRedirects: readonly RedirectPair[] = redirectsJson.explicit;
export const prefixRules: readonly PrefixRule[] = [...redirectsJson.prefixRules].sort((a, b) => a.order - b.order);

/** Old paths that should forward to `existingPath`: the first prefix rule that matches wins. */
export function legacyPathsFor(existingPath: string): string[] {
  const rule = prefixRules.find(({ifPathContains}) => existingPath.includes(ifPathContains));
  if (!rule) return [];
  return rule.createFrom.map((from) => existingPath.replace(rule.ifPathContains, from));
}

/** Explicit pairs split by whether their target is one of `existingRoutes`. */
export function partitionExplicit(existingRoutes: ReadonlySet<string>): {
  live: RedirectPair[];
  waiting: RedirectPair[];
} {
  const live = explicitRedirects.filter(({to}) => existingRoutes.has(to));
  const waiting = explicitRedirects.filter(({to}) => !existingRoutes.has(to));
  return {live, waiting};
}

export function clientRedirectsOptions(existingRoutes: ReadonlySet<string>): ClientRedirectsOptions {
  return {
    redirects: partitionExplicit(existingRoutes).live.map(({from, to}) => ({from, to})),
    createRedirects: (existingPath) => {
      const paths = legacyPathsFor(existingPath);
      return paths.length > 0 ? paths : undefined;
    },
  };
}

/**
 * Every legacy path with its target, as the client-redirects plugin generates them from the options above:
 * explicit pairs first, then the prefix rules over every existing page; a path that is itself a page, or
 * that an earlier pair took, is skipped. Servers answer these with a 301 (pipeline/postbuild/hosting.ts).
 */
export function legacyRedirects(existingRoutes: ReadonlySet<string>): RedirectPair[] {
  const candidates = [
    ...partitionExplicit(existingRoutes).live,
    ...[...existingRoutes].flatMap((to) => legacyPathsFor(to).map((from) => ({from, to}))),
  ];
  const taken = new Set<string>(existingRoutes);
  return candidates.filter(({from}) => !taken.has(from) && Boolean(taken.add(from)));
}
