/**
 * The specification rows a page shows for a family. Supply range, Dimensions and Weight are built from the numbers
 * that the pin checks and the dimension drawing use, so the table cannot disagree with them.
 */
import type {DeviceFamily, Spec, SpecGroup} from './types';

/** The rows this module builds; a family's own `specs` must not write them (a unit test checks). */
export const derivedSpecNames = ['Supply range', 'Dimensions', 'Weight'] as const;

function derivedRows({supply, dimensions: size}: DeviceFamily): Partial<Record<SpecGroup, readonly Spec[]>> {
  return {
    Power: [{name: 'Supply range', value: `${supply.min}–${supply.max} V DC ${supply.input}`}],
    Physical: [
      {
        name: 'Dimensions',
        value: `${size.length} × ${size.width} × ${size.height} mm${size.note ? `, ${size.note}` : ''}`,
      },
      {name: 'Weight', value: `${size.weightGrams} g${size.weightNote ? ` ${size.weightNote}` : ''}`},
    ],
  };
}

/** A group's rows as the tables show them: the derived rows first, then the family's own. */
export function specRows(family: DeviceFamily, group: SpecGroup): readonly Spec[] {
  return [...(derivedRows(family)[group] ?? []), ...family.specs[group]];
}
