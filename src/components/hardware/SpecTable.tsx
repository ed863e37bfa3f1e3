/** A family's specifications, grouped (compute, connectivity, vehicle interfaces, power, environment, physical). */
import type {ReactNode} from 'react';
import ScrollableTable from '@site/src/components/ScrollableTable';
import {findFamily, type FamilyKey} from '@site/src/data/hardware';
import {specRows} from '@site/src/data/hardware/specs';
import {specGroups, type SpecGroup} from '@site/src/data/hardware/types';
import styles from './hardware.module.css';

interface Props {
  readonly family: FamilyKey;
  /** Only these groups, in this order; all by default. */
  readonly groups?: readonly SpecGroup[];
}

export default function SpecTable({family, groups = specGroups}: Props): ReactNode {
  const device = findFamily(family);
  const title = `${device.name} specifications`;
  return (
    <ScrollableTable label={title} className={styles.table}>
      <caption>{title}</caption>
      {groups.map((group) => (
        <tbody key={group}>
          <tr>
            <th colSpan={2} scope="colgroup" className={styles.groupHeading}>
              {group}
            </th>
          </tr>
          {specRows(device, group).map((spec) => (
            <tr key={spec.name}>
              <th scope="row">{spec.name}</th>
              <td>{spec.value}</td>
            </tr>
          ))}
        </tbody>
      ))}
    </ScrollableTable>
  );
}
