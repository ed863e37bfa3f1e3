/**
 * A JSON file of the search index fetched once, on first use, and shared by every later caller; a failed fetch is
 * forgotten, so the next query tries again (a reader who was offline for a moment is not left without it).
 */
export function fetchJsonOnce<T>(file: string): (baseUrl: string) => Promise<T> {
  let loaded: Promise<T> | undefined;
  return (baseUrl) => {
    loaded ??= fetch(`${baseUrl}${file}`)
      .then((response) => {
        if (!response.ok) throw new Error(`${file}: HTTP ${response.status}`);
        return response.json() as Promise<T>;
      })
      .catch((error: unknown) => {
        loaded = undefined;
        throw error;
      });
    return loaded;
  };
}
