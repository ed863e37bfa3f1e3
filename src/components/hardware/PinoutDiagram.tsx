/**
 * A connector's pinout as an SVG face and a table drawn from the same data (src/data/hardware), so the two
 * cannot disagree. Hovering a pin highlights its row; hovering or focusing a row (Tab reaches every row)
 * highlights the pin. Colours follow the colour mode through Infima variables. A header pin that the carrier board or
 * Veltro Core uses (`usedBy` in the data) is marked "Reserved" in its Notes cell.
 */
import {useId, useState, type ReactNode} from 'react';
import clsx from 'clsx';
import StackedTable from '@site/src/components/StackedTable';
import type {Connector, Hardware, Pin} from '@site/src/data/hardware/types';
import {connectorLayout} from './connectorLayouts';
import styles from './hardware.module.css';

interface Props {
  /** A device family's or accessory's data, imported from its module, e.g. `cm4` from `src/data/hardware/cm4`. */
  readonly hardware: Hardware;
  /** The `id` of one of its connectors, e.g. "obd". */
  readonly connector: string;
}

// MDX props are not type-checked, so the lookup names the connectors that exist.
function findConnector(hardware: Hardware, id: string): Connector {
  const found = hardware.connectors.find((candidate) => candidate.id === id);
  if (!found) {
    const ids = hardware.connectors.map((candidate) => candidate.id).join(', ');
    throw new Error(`${hardware.key} has no connector "${id}" (it has ${ids})`);
  }
  return found;
}

const directionClass: Record<Pin['direction'], string> = {
  input: styles.signal!,
  output: styles.signal!,
  bidirectional: styles.signal!,
  power: styles.power!,
  ground: styles.ground!,
  'not connected': styles.unused!,
};

function PinShape({shape, x, y}: {shape: ReturnType<typeof connectorLayout>['pinShape']; x: number; y: number}) {
  switch (shape) {
    case 'blade':
      return <rect x={x - 9} y={y - 14} width={18} height={28} rx={3} />;
    case 'round':
      return <circle cx={x} cy={y} r={12} />;
    case 'square':
      return <rect x={x - 8} y={y - 8} width={16} height={16} rx={2} />;
    case 'screw':
      return <circle cx={x} cy={y} r={15} />;
  }
}

export default function PinoutDiagram({hardware: device, connector}: Props): ReactNode {
  const face = findConnector(device, connector);
  const layout = connectorLayout(face.kind, face.pins.length);
  const [active, setActive] = useState<number>();
  const id = useId();
  const pinsByNumber = new Map(face.pins.map((pin) => [pin.pin, pin]));
  const wired = face.pins.filter((pin) => pin.direction !== 'not connected');
  const title = `${face.name} pinout, ${device.name}`;

  return (
    <figure className={styles.figure} data-pinout={`${device.key}/${connector}`}>
      <svg
        className={styles.drawing}
        viewBox={`0 0 ${layout.width} ${layout.height}`}
        role="img"
        aria-labelledby={`${id}-title ${id}-desc`}
      >
        <title id={`${id}-title`}>{title}</title>
        <desc id={`${id}-desc`}>
          {`${face.view}. ${wired.map((pin) => `Pin ${pin.pin}: ${pin.signal}`).join('; ')}. Other pins are not connected.`}
        </desc>
        <path className={styles.shell} d={layout.outline} />
        {layout.positions.map(({pin, x, y}) => {
          const data = pinsByNumber.get(pin);
          return (
            <g
              key={pin}
              data-pin={pin}
              data-signal={data?.signal}
              data-active={active === pin ? 'true' : undefined}
              className={clsx(styles.pin, data && directionClass[data.direction], active === pin && styles.active)}
              onMouseEnter={() => setActive(pin)}
              onMouseLeave={() => setActive(undefined)}
            >
              <PinShape shape={layout.pinShape} x={x} y={y} />
              <text x={x} y={y + 4} className={styles.pinNumber}>
                {pin}
              </text>
            </g>
          );
        })}
      </svg>
      <figcaption className={styles.caption}>{face.view}.</figcaption>
      <StackedTable label={title} className={clsx(styles.table, styles.pinTable)} act={['Signal', 'Level']}>
        <caption>{title}</caption>
        <thead>
          <tr>
            <th scope="col">Pin</th>
            <th scope="col">Signal</th>
            <th scope="col">Direction</th>
            <th scope="col">Level</th>
            <th scope="col">Notes</th>
          </tr>
        </thead>
        <tbody>
          {face.pins.map((pin) => (
            <tr
              key={pin.pin}
              data-pin={pin.pin}
              tabIndex={0}
              data-active={active === pin.pin ? 'true' : undefined}
              className={clsx(active === pin.pin && styles.activeRow)}
              onMouseEnter={() => setActive(pin.pin)}
              onMouseLeave={() => setActive(undefined)}
              onFocus={() => setActive(pin.pin)}
              onBlur={() => setActive(undefined)}
            >
              <th scope="row">{pin.pin}</th>
              <td>{pin.signal}</td>
              <td>{pin.direction}</td>
              <td>{pin.level}</td>
              <td data-used-by={pin.usedBy}>
                {pin.usedBy ? (
                  <>
                    <strong>Reserved</strong> ({pin.usedBy}); leave it free.{pin.notes ? ' ' : ''}
                  </>
                ) : null}
                {pin.notes ?? ''}
              </td>
            </tr>
          ))}
        </tbody>
      </StackedTable>
    </figure>
  );
}
