/** The record Veltro Cloud stores for one catalogue event, with example values: `<EventPayload tag="system/power/sleep" />`. */
import type {ReactNode} from 'react';
import CodeBlock from '@theme/CodeBlock';
import {coreEvents} from '@site/src/data/core/events';
import {examplePayload} from '@site/src/data/core/eventExamples';

export default function EventPayload({tag}: {readonly tag: string}): ReactNode {
  const event = coreEvents.find((candidate) => candidate.tag === tag);
  if (!event) throw new Error(`${tag} is not in the event catalogue`);
  return (
    <CodeBlock language="json" title={`${event.tag}: the record in Veltro Cloud`}>
      {JSON.stringify(examplePayload(event), null, 2)}
    </CodeBlock>
  );
}
