import { Cell, Checkbox, Column } from 'react-aria-components';

// The checkbox column of a table that lets several rows be chosen (React Aria's selection slot).

/** The header cell: the box that chooses every row, named `label`. */
export function SelectionColumn({ label }: { label: string }) {
  return (
    <Column>
      <Checkbox slot="selection" className="checkbox" aria-label={label}>
        <span aria-hidden="true" className="checkbox-box" />
      </Checkbox>
    </Column>
  );
}

/** A row's box; React Aria names it after the row header. */
export function SelectionCell() {
  return (
    <Cell>
      <Checkbox slot="selection" className="checkbox">
        <span aria-hidden="true" className="checkbox-box" />
      </Checkbox>
    </Cell>
  );
}
