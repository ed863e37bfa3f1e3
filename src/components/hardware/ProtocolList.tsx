/** The vehicle protocols a family speaks, as the list on its specifications page. */
import type {ReactNode} from 'react';
import type {DeviceFamily} from '@site/src/data/hardware/types';

interface Props {
  /** The family's data, imported from its module, e.g. `cm4` from `@site/src/data/hardware/cm4`. */
  readonly family: DeviceFamily;
}

export default function ProtocolList({family}: Props): ReactNode {
  const {protocols} = family;
  if (!protocols)
    throw new Error(`${family.key} has no protocols to list; add them to its module in src/data/hardware`);
  return (
    <ul>
      {protocols.map((protocol) => (
        <li key={protocol}>{protocol}</li>
      ))}
    </ul>
  );
}
