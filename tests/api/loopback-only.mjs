// Preloaded into every TypeScript example the API tests run: `fetch` may only reach this machine (the mock), so an
// example that still names a real host fails at once instead of sending traffic anywhere.
const realFetch = globalThis.fetch;
globalThis.fetch = (input, init) => {
  const url = new URL(input instanceof Request ? input.url : String(input));
  if (url.hostname !== '127.0.0.1') {
    return Promise.reject(new Error(`The example called ${url.origin}; only the mock on 127.0.0.1 may be called`));
  }
  return realFetch(input, init);
};
