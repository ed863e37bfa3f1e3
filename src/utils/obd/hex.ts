/**
 * Hex text to bytes, shared by the PID decoder and the CAN signal calculator. Readers paste what a terminal
 * printed, so spaces, `0x` prefixes and upper or lower case are all accepted; anything else is an error that
 * names the first bad character, because "invalid input" alone does not tell a reader what to fix.
 */

export type HexResult = {readonly ok: true; readonly bytes: number[]} | {readonly ok: false; readonly error: string};

/** `0x1A` → `1A`; separators a terminal or a spreadsheet may add (spaces, tabs, commas, colons, dashes) go. */
export function normaliseHex(text: string): string {
  return text.replace(/0x/gi, '').replace(/[\s,:;-]+/g, '');
}

/** The first character that is not a hex digit, with its position (1-based) in the cleaned text. */
function firstNonHex(text: string): {char: string; position: number} | undefined {
  const index = text.search(/[^0-9a-f]/i);
  return index < 0 ? undefined : {char: text[index]!, position: index + 1};
}

/** Describes a character so an invisible or confusable one (a letter O for a zero) is still recognisable. */
export function describeChar(char: string): string {
  if (char === 'O' || char === 'o') return `"${char}" (the letter O; hex uses the digit 0)`;
  if (char === 'I' || char === 'l') return `"${char}" (a letter; hex uses the digit 1)`;
  return /\S/.test(char) ? `"${char}"` : `U+${char.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}`;
}

/** Reads hex digits in pairs. Groups of any even length are fine (`41 0C 1AF8`); the total must be even. */
export function parseHex(text: string): HexResult {
  const clean = normaliseHex(text);
  const bad = firstNonHex(clean);
  if (bad) return {ok: false, error: `${describeChar(bad.char)} is not a hex digit (0–9, A–F).`};
  if (clean.length % 2 === 1)
    return {
      ok: false,
      error: `An odd number of hex digits (${clean.length}): every byte is two digits, so one is missing or extra.`,
    };
  const bytes: number[] = [];
  for (let i = 0; i < clean.length; i += 2) bytes.push(parseInt(clean.slice(i, i + 2), 16));
  return {ok: true, bytes};
}

/** `[0x41, 0x0c]` → `41 0C`. */
export function toHex(bytes: readonly number[], separator = ' '): string {
  return bytes.map((byte) => byte.toString(16).toUpperCase().padStart(2, '0')).join(separator);
}

/** One byte as two upper-case hex digits. */
export function hexByte(byte: number): string {
  return byte.toString(16).toUpperCase().padStart(2, '0');
}
