/**
 * How every browser run here starts Chromium: Debian's binary (Playwright cannot download its own here)
 * with the flags this machine's closed network needs.
 */
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const chromiumArgs = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-quic'];

/** True for requests the site makes to its own server; everything else is stubbed or blocked in tests. */
export function isLocal(url: string): boolean {
  const {hostname, protocol} = new URL(url);
  return protocol === 'data:' || protocol === 'blob:' || hostname === 'localhost' || hostname === '127.0.0.1';
}
