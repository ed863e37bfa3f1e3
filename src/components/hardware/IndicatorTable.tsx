/** Every LED and button state of a family: what the reader sees, what it means and what to do. */
import type {ReactNode} from 'react';
import StackedTable from '@site/src/components/StackedTable';
import type {DeviceFamily} from '@site/src/data/hardware/types';
import styles from './hardware.module.css';

interface Props {
  /** The family's data, imported from its module, e.g. `cm4` from `@site/src/data/hardware/cm4`. */
  readonly family: DeviceFamily;
}

export default function IndicatorTable({family: device}: Props): ReactNode {
  const title = `${device.name} LED and button states`;
  return (
    <StackedTable label={title} className={styles.table} act={['Pattern', 'Meaning']}>
      <caption>{title}</caption>
      <thead>
        <tr>
          <th scope="col">LED or button</th>
          <th scope="col">Pattern</th>
          <th scope="col">Meaning</th>
          <th scope="col">What to do</th>
        </tr>
      </thead>
      <tbody>
        {device.indicators.map((state) => (
          <tr key={`${state.indicator}/${state.pattern}`}>
            <th scope="row">{state.indicator}</th>
            <td>{state.pattern}</td>
            <td>{state.meaning}</td>
            <td>{state.action}</td>
          </tr>
        ))}
      </tbody>
    </StackedTable>
  );
}
