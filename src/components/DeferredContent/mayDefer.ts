/**
 * True when a render of DeferredContent may leave the rest of the page for the next step: in the browser after
 * hydration (`isBrowser`), on a link followed in the page (`PUSH`), to no anchor. See ./index.tsx.
 */
export function mayDefer(isBrowser: boolean, action: string, hash: string): boolean {
  return isBrowser && action === 'PUSH' && hash === '';
}
