/** "Saved 3 days ago": the age of the saved copy, in whole days (the same in every browser, no locale data). */
const day = 24 * 60 * 60 * 1000;

export function savedAgo(savedIso: string, now: number): string {
  const saved = new Date(savedIso).getTime();
  if (Number.isNaN(saved)) return '';
  const days = Math.floor(Math.max(0, now - saved) / day);
  if (days === 0) return 'Saved less than a day ago';
  return `Saved ${days} ${days === 1 ? 'day' : 'days'} ago`;
}
