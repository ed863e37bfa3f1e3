/** The vehicle protocols a family speaks, as the list on its specifications page. */
import type {ReactNode} from 'react';
import {findFamily, type FamilyKey} from '@site/src/data/hardware';

export default function ProtocolList({family}: {readonly family: FamilyKey}): ReactNode {
  const {protocols} = findFamily(family);
  if (!protocols) throw new Error(`${family} has no protocols to list; add them to its module in src/data/hardware`);
  return (
    <ul>
      {protocols.map((protocol) => (
        <li key={protocol}>{protocol}</li>
      ))}
    </ul>
  );
}
