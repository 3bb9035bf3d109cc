import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import type {WheelArea} from '../../data/wheelOfLife';
import styles from './WheelOfLife.module.css';

export interface WheelTableColumn {
  header: string;
  /** One cell per area, in area order. */
  cells: readonly string[];
}

interface Props {
  areas: readonly WheelArea[];
  caption: string;
  columns: readonly WheelTableColumn[];
  /** Visually hidden (still read by screen readers), e.g. next to the live sliders. */
  hidden?: boolean;
}

/** The figures behind a wheel chart, as a table (for screen readers, print, and anyone who prefers numbers). */
export default function WheelTable({areas, caption, columns, hidden}: Props): ReactNode {
  return (
    <div className={clsx(hidden ? 'sr-only' : styles.tableWrap)}>
      <table className={styles.table}>
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">Lĩnh vực</th>
            {columns.map((column) => (
              <th key={column.header} scope="col">
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {areas.map((area, index) => (
            <tr key={area.id}>
              <th scope="row">{area.name}</th>
              {columns.map((column) => (
                <td key={column.header}>{column.cells[index]}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
