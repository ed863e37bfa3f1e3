/**
 * The events of one group, rendered from the Core event catalogue: tag, when it fires, its data with example values,
 * and the service that fires it, linked to its Core page. Each row has a stable anchor derived from the tag.
 */
import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import useBrokenLinks from '@docusaurus/useBrokenLinks';
import StackedTable from '@site/src/components/StackedTable';
import {coreEvents, type EventGroup} from '@site/src/data/core/events';
import {exampleData} from '@site/src/data/core/eventExamples';

interface Props {
  readonly group: EventGroup;
}

/** `system/usb/<vendor>/<product>/connected` → `system-usb-vendor-product-connected`. */
export const eventAnchor = (tag: string): string => tag.replace(/[<>]/g, '').replaceAll('/', '-');

export default function EventTable({group}: Props): ReactNode {
  const brokenLinks = useBrokenLinks();
  const events = coreEvents.filter((event) => event.group === group);
  if (events.length === 0) throw new Error(`No events in group ${group}`);
  // Row anchors count for the broken-anchor check, so other pages may link to one event.
  events.forEach((event) => brokenLinks.collectAnchor(eventAnchor(event.tag)));
  return (
    <StackedTable label={`Events of the ${group} group`}>
      <thead>
        <tr>
          <th scope="col">Event</th>
          <th scope="col">When it fires</th>
          <th scope="col">Data (example)</th>
          <th scope="col">Fired by</th>
        </tr>
      </thead>
      <tbody>
        {events.map((event) => (
          <tr key={event.tag} id={eventAnchor(event.tag)}>
            <th scope="row">
              <code>{event.tag}</code>
            </th>
            <td>{event.when}</td>
            <td>{event.fields.length ? <code>{JSON.stringify(exampleData(event))}</code> : 'none'}</td>
            <td>
              <Link to={event.page}>{event.firedBy}</Link>
            </td>
          </tr>
        ))}
      </tbody>
    </StackedTable>
  );
}
