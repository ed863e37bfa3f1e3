/**
 * Models side by side, one column per family and one row per specification, from the families' data. The page
 * imports the families it compares, so it carries their data and no other's. Once the page runs, the reader's
 * device (src/components/MyDevice), with its variants, moves to the first column and is marked as theirs.
 */
import type {ReactNode} from 'react';
import MyDeviceBadge from '@site/src/components/MyDevice/Badge';
import {useMyDevice} from '@site/src/components/MyDevice/useMyDevice';
import StackedTable from '@site/src/components/StackedTable';
import {specRows} from '@site/src/data/hardware/specs';
import {specGroups, type DeviceFamily, type SpecGroup} from '@site/src/data/hardware/types';
import styles from './hardware.module.css';

interface Props {
  readonly families: readonly DeviceFamily[];
  readonly groups?: readonly SpecGroup[];
}

export default function ComparisonTable({families, groups = specGroups}: Props): ReactNode {
  const folders = useMyDevice()?.device.folders ?? [];
  const isMine = (device: DeviceFamily) => folders.includes(device.key);
  const devices = [...families.filter(isMine), ...families.filter((device) => !isMine(device))].map((device) => ({
    key: device.key,
    device,
    mine: isMine(device),
  }));
  const title = devices.map(({device}) => device.name).join(' compared with ');
  return (
    <StackedTable label={title} className={styles.table}>
      <caption>{title}</caption>
      <thead>
        <tr>
          <th scope="col">Specification</th>
          {devices.map(({key, device, mine}) => (
            <th scope="col" key={key} data-my-device={mine ? '' : undefined}>
              {device.name}
              {mine && <MyDeviceBadge />}
            </th>
          ))}
        </tr>
      </thead>
      {groups.map((group) => {
        const rows = devices.map(({key, device}) => ({key, specs: specRows(device, group)}));
        const names = [...new Set(rows.flatMap(({specs}) => specs.map((spec) => spec.name)))];
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
                {rows.map(({key, specs}) => (
                  <td key={key}>{specs.find((spec) => spec.name === name)?.value ?? '—'}</td>
                ))}
              </tr>
            ))}
          </tbody>
        );
      })}
    </StackedTable>
  );
}
