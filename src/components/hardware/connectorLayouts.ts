/**
 * Where each pin of a connector face sits in its drawing, and the face's outline. Coordinates are in the
 * SVG's own units; the drawing scales to the column width, down to a 360 px phone.
 */
import type {ConnectorKind} from '@site/src/data/hardware/types';

export interface PinPosition {
  readonly pin: number;
  readonly x: number;
  readonly y: number;
}

export interface ConnectorLayout {
  readonly width: number;
  readonly height: number;
  /** SVG path of the connector shell. */
  readonly outline: string;
  readonly pinShape: 'blade' | 'round' | 'square' | 'screw';
  readonly positions: readonly PinPosition[];
}

const row = (first: number, count: number, step: number, x0: number, y: number, pinStep = 1): PinPosition[] =>
  Array.from({length: count}, (_, i) => ({pin: first + i * pinStep, x: x0 + i * step, y}));

export function connectorLayout(kind: ConnectorKind, pinTotal: number): ConnectorLayout {
  switch (kind) {
    case 'obd2':
      // SAE J1962: pins 1–8 on the wide row, 9–16 below, seen with the keying notch up.
      return {
        width: 340,
        height: 150,
        outline: 'M20 20 H320 L300 130 H40 Z M150 20 v-10 h40 v10',
        pinShape: 'blade',
        positions: [...row(1, 8, 34, 51, 55), ...row(9, 8, 34, 51, 100)],
      };
    case 'db9':
      return {
        width: 300,
        height: 140,
        outline: 'M30 25 H270 Q280 25 277 35 L255 110 Q252 118 243 118 H57 Q48 118 45 110 L23 35 Q20 25 30 25 Z',
        pinShape: 'round',
        positions: [...row(1, 5, 40, 70, 55), ...row(6, 4, 40, 90, 92)],
      };
    case 'hat40':
      // Odd pins on the row nearer the board edge, even pins on the other, pin 1 at the left.
      return {
        width: 520,
        height: 110,
        outline: 'M10 20 H510 V90 H10 Z',
        pinShape: 'square',
        positions: [...row(1, 20, 24, 32, 68, 2), ...row(2, 20, 24, 32, 40, 2)],
      };
    case 'terminal':
      return {
        width: 40 + pinTotal * 48,
        height: 120,
        outline: `M10 20 H${30 + pinTotal * 48} V100 H10 Z`,
        pinShape: 'screw',
        positions: row(1, pinTotal, 48, 44, 60),
      };
  }
}
