/**
 * A family's top-view outline with its length, width and mounting holes labelled, drawn to scale from the
 * data, and the same measurements as a table.
 */
import {useId, type ReactNode} from 'react';
import ScrollableTable from '@site/src/components/ScrollableTable';
import type {DeviceFamily} from '@site/src/data/hardware/types';
import styles from './hardware.module.css';

const drawingWidth = 360;
const margin = 40;

interface Props {
  /** The family's data, imported from its module, e.g. `cm4` from `@site/src/data/hardware/cm4`. */
  readonly family: DeviceFamily;
}

export default function DimensionDrawing({family: device}: Props): ReactNode {
  const id = useId();
  const size = device.dimensions;
  const scale = (drawingWidth - 2 * margin) / size.length;
  const w = size.length * scale;
  const h = size.width * scale;
  const height = h + 2 * margin;
  const mm = (value: number) => `${value} mm`;
  const title = `${device.name} outline and mounting holes`;

  return (
    <figure className={styles.figure} data-dimensions={device.key}>
      <svg
        className={styles.drawing}
        viewBox={`0 0 ${drawingWidth} ${height}`}
        role="img"
        aria-labelledby={`${id}-title ${id}-desc`}
      >
        <title id={`${id}-title`}>{`${device.name} dimensions, top view`}</title>
        <desc id={`${id}-desc`}>
          {`${mm(size.length)} long, ${mm(size.width)} wide, ${mm(size.height)} high, with ${size.holes.length} mounting holes.`}
        </desc>
        <defs>
          <marker
            id={`${id}-arrow`}
            viewBox="0 0 10 10"
            refX="5"
            refY="5"
            markerWidth="6"
            markerHeight="6"
            orient="auto-start-reverse"
          >
            <path d="M0 0 L10 5 L0 10 Z" className={styles.arrow} />
          </marker>
        </defs>
        <rect className={styles.shell} x={margin} y={margin} width={w} height={h} rx={6} />
        {size.holes.map((hole, index) => (
          <g key={index}>
            <circle
              className={styles.hole}
              cx={margin + hole.x * scale}
              cy={margin + hole.y * scale}
              r={Math.max(3, (hole.diameter / 2) * scale)}
            />
            <text className={styles.holeLabel} x={margin + hole.x * scale} y={margin + hole.y * scale + 16}>
              {`H${index + 1}`}
            </text>
          </g>
        ))}
        <line
          className={styles.dimension}
          x1={margin}
          y1={margin - 18}
          x2={margin + w}
          y2={margin - 18}
          markerStart={`url(#${id}-arrow)`}
          markerEnd={`url(#${id}-arrow)`}
        />
        <text className={styles.dimensionLabel} x={margin + w / 2} y={margin - 24}>
          {mm(size.length)}
        </text>
        <line
          className={styles.dimension}
          x1={margin - 18}
          y1={margin}
          x2={margin - 18}
          y2={margin + h}
          markerStart={`url(#${id}-arrow)`}
          markerEnd={`url(#${id}-arrow)`}
        />
        <text
          className={styles.dimensionLabel}
          x={margin - 24}
          y={margin + h / 2}
          transform={`rotate(-90 ${margin - 24} ${margin + h / 2})`}
        >
          {mm(size.width)}
        </text>
        <text className={styles.dimensionLabel} x={margin + w / 2} y={margin + h + 26}>
          {`Height ${mm(size.height)}`}
        </text>
      </svg>
      <ScrollableTable label={title} className={styles.table}>
        <caption>{title}</caption>
        <thead>
          <tr>
            <th scope="col">Measurement</th>
            <th scope="col">Value</th>
          </tr>
        </thead>
        <tbody>
          <tr>
            <th scope="row">Length</th>
            <td>{mm(size.length)}</td>
          </tr>
          <tr>
            <th scope="row">Width</th>
            <td>{mm(size.width)}</td>
          </tr>
          <tr>
            <th scope="row">Height</th>
            <td>{mm(size.height)}</td>
          </tr>
          <tr>
            <th scope="row">Weight</th>
            <td>{`${size.weightGrams} g`}</td>
          </tr>
          {size.holes.map((hole, index) => (
            <tr key={index}>
              <th scope="row">{`Hole H${index + 1}`}</th>
              <td>{`Ø ${mm(hole.diameter)} for an ${hole.fastener}, centre ${mm(hole.x)} from the left edge and ${mm(hole.y)} from the top edge`}</td>
            </tr>
          ))}
        </tbody>
      </ScrollableTable>
    </figure>
  );
}
