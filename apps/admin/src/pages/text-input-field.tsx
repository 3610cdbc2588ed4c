import type { ReactNode } from 'react';
import { FieldError, Input, Label, Text, TextArea, TextField, type TextFieldProps } from 'react-aria-components';

/**
 * A text field in the back office's look: its label, the input (a text area when `rows` is
 * given) in the writing direction of what it holds, an optional help line, and the field's error
 * when its form has one.
 */
export function TextInputField({
  label,
  description,
  dir,
  rows,
  placeholder,
  className = 'field',
  ...props
}: Omit<TextFieldProps, 'children' | 'className'> & {
  label: ReactNode;
  description?: ReactNode;
  dir?: 'ltr' | 'rtl' | 'auto';
  rows?: number;
  placeholder?: string;
  className?: string;
}) {
  return (
    <TextField {...props} className={className}>
      <Label>{label}</Label>
      {rows ? (
        <TextArea dir={dir} rows={rows} placeholder={placeholder} />
      ) : (
        <Input dir={dir} placeholder={placeholder} />
      )}
      {description !== undefined && (
        <Text slot="description" className="muted">
          {description}
        </Text>
      )}
      <FieldError className="form-error" />
    </TextField>
  );
}
