/**
 * The power states and wake sources of a Core device, rendered from `src/data/facts.ts` so that the power
 * management pages, the SPM pages and the hardware pages cannot disagree about them.
 */
import type {ReactNode} from 'react';
import StackedTable from '@site/src/components/StackedTable';
import {powerStates, wakeSources} from '@site/src/data/core/facts';

/** Facts keep command names in backticks, as Markdown would; show them as code. */
function withCode(text: string): ReactNode[] {
  return text.split('`').map((part, index) => (index % 2 === 1 ? <code key={index}>{part}</code> : part));
}

const yesNo = (value: boolean) => (value ? 'Yes' : 'No');

export function PowerStateTable(): ReactNode {
  return (
    <StackedTable>
      <thead>
        <tr>
          <th scope="col">State</th>
          <th scope="col">What is running</th>
          <th scope="col">What brings it to ON</th>
        </tr>
      </thead>
      <tbody>
        {powerStates.map((state) => (
          <tr key={state.state}>
            <th scope="row">{state.name}</th>
            <td>{withCode(state.what)}</td>
            <td>{withCode(state.wakesBy)}</td>
          </tr>
        ))}
      </tbody>
    </StackedTable>
  );
}

export function WakeSourceTable(): ReactNode {
  return (
    <StackedTable act={['Trigger reported']}>
      <thead>
        <tr>
          <th scope="col">Wake source</th>
          <th scope="col">Trigger reported</th>
          <th scope="col">Wakes from SLEEPING</th>
          <th scope="col">Wakes from HIBERNATING</th>
          <th scope="col">Notes</th>
        </tr>
      </thead>
      <tbody>
        {wakeSources.map((source) => (
          <tr key={source.trigger}>
            <th scope="row">{source.source}</th>
            <td>
              <code>{source.trigger}</code>
            </td>
            <td>{yesNo(source.sleeping)}</td>
            <td>{yesNo(source.hibernating)}</td>
            <td>{withCode(source.note)}</td>
          </tr>
        ))}
      </tbody>
    </StackedTable>
  );
}
