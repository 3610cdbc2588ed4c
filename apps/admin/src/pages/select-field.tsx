import type { ReactNode } from 'react';
import {
  Button,
  FieldError,
  Label,
  ListBox,
  Popover,
  Select,
  SelectValue,
  type SelectProps,
} from 'react-aria-components';

/**
 * A drop-down in the back office's look: its label (or the caller's aria-label), the button that
 * shows the chosen option, the field's error when its form has one, and the list of its
 * `ListBoxItem` children.
 */
export function SelectField({
  label,
  className = 'field',
  children,
  ...props
}: Omit<SelectProps, 'children' | 'className'> & { label?: ReactNode; className?: string; children: ReactNode }) {
  return (
    <Select {...props} className={className}>
      {label !== undefined && <Label>{label}</Label>}
      <Button className="select-button">
        <SelectValue />
        <span aria-hidden="true">▾</span>
      </Button>
      <FieldError className="form-error" />
      <Popover className="popover">
        <ListBox className="listbox">{children}</ListBox>
      </Popover>
    </Select>
  );
}
