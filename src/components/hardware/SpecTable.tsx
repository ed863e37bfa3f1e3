/** A family's specifications, grouped (compute, connectivity, vehicle interfaces, power, environment, physical). */
import type {ReactNode} from 'react';
import {family as findFamily, type FamilyKey} from '@site/src/data/hardware';
import {specGroups, type SpecGroup} from '@site/src/data/hardware/types';
import TableRegion from './TableRegion';
import styles from './hardware.module.css';

interface Props {
  readonly family: FamilyKey;
  /** Only these groups, in this order; all by default. */
  readonly groups?: readonly SpecGroup[];
}

export default function SpecTable({family, groups = specGroups}: Props): ReactNode {
  const device = findFamily(family);
  return (
    <TableRegion label={`${device.name} specifications`}>
      <table className={styles.specTable}>
        <caption>{device.name} specifications</caption>
        {groups.map((group) => (
          <tbody key={group}>
            <tr>
              <th colSpan={2} scope="colgroup" className={styles.groupHeading}>
                {group}
              </th>
            </tr>
            {device.specs[group].map((spec) => (
              <tr key={spec.name}>
                <th scope="row">{spec.name}</th>
                <td>{spec.value}</td>
              </tr>
            ))}
          </tbody>
        ))}
      </table>
    </TableRegion>
  );
}
