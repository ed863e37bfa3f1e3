/** A family's specifications, grouped (compute, connectivity, vehicle interfaces, power, environment, physical). */
import type {ReactNode} from 'react';
import ScrollableTable from '@site/src/components/ScrollableTable';
import {specRows} from '@site/src/data/hardware/specs';
import {specGroups, type DeviceFamily, type SpecGroup} from '@site/src/data/hardware/types';
import styles from './hardware.module.css';

interface Props {
  /** The family's data, imported from its module, e.g. `cm4` from `@site/src/data/hardware/cm4`. */
  readonly family: DeviceFamily;
  /** Only these groups, in this order; all by default. */
  readonly groups?: readonly SpecGroup[];
}

export default function SpecTable({family: device, groups = specGroups}: Props): ReactNode {
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
