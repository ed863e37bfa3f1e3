/** Models side by side, one column per family and one row per specification, from the families' data. */
import type {ReactNode} from 'react';
import {family as findFamily, type FamilyKey} from '@site/src/data/hardware';
import {specGroups, type SpecGroup} from '@site/src/data/hardware/types';
import TableRegion from './TableRegion';
import styles from './hardware.module.css';

interface Props {
  readonly families: readonly FamilyKey[];
  readonly groups?: readonly SpecGroup[];
}

export default function ComparisonTable({families, groups = specGroups}: Props): ReactNode {
  const devices = families.map(findFamily);
  return (
    <TableRegion label={devices.map((device) => device.name).join(' compared with ')}>
      <table className={styles.comparison}>
        <caption>{devices.map((device) => device.name).join(' compared with ')}</caption>
        <thead>
          <tr>
            <th scope="col">Specification</th>
            {devices.map((device) => (
              <th scope="col" key={device.key}>
                {device.name}
              </th>
            ))}
          </tr>
        </thead>
        {groups.map((group) => {
          const names = [...new Set(devices.flatMap((device) => device.specs[group].map((spec) => spec.name)))];
          return (
            <tbody key={group}>
              <tr>
                <th colSpan={devices.length + 1} scope="colgroup" className={styles.groupHeading}>
                  {group}
                </th>
              </tr>
              {names.map((name) => (
                <tr key={name}>
                  <th scope="row">{name}</th>
                  {devices.map((device) => (
                    <td key={device.key}>{device.specs[group].find((spec) => spec.name === name)?.value ?? '—'}</td>
                  ))}
                </tr>
              ))}
            </tbody>
          );
        })}
      </table>
    </TableRegion>
  );
}
