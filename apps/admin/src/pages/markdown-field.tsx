import { useRef, useState } from 'react';
import { Button, Label, TextArea, TextField, Toolbar } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import type { MessageKey } from '../i18n/i18n.ts';

/** What each toolbar button puts around the selected text (or the line, for heading and list). */
const MARKS: { label: MessageKey; before: string; after: string; text: string }[] = [
  { label: 'admin.markdown.bold', before: '**', after: '**', text: 'B' },
  { label: 'admin.markdown.italic', before: '*', after: '*', text: 'I' },
  { label: 'admin.markdown.heading', before: '\n## ', after: '', text: 'H' },
  { label: 'admin.markdown.list', before: '\n- ', after: '', text: '•' },
  { label: 'admin.markdown.link', before: '[', after: '](/)', text: '↗' },
];

/**
 * A static page's text in Markdown (ADR 040): a text area with a toolbar that marks the selected
 * text up. The server renders and sanitises it; nothing here is trusted.
 */
export function MarkdownField({
  name,
  label,
  defaultValue,
  dir,
}: {
  name: string;
  label: string;
  defaultValue: string;
  dir: 'ltr' | 'rtl';
}) {
  const { t } = useTranslation();
  const [value, setValue] = useState(defaultValue);
  const area = useRef<HTMLTextAreaElement>(null);

  function mark(before: string, after: string) {
    const element = area.current;
    if (!element) return;
    const { selectionStart: start, selectionEnd: end } = element;
    const next = `${value.slice(0, start)}${before}${value.slice(start, end)}${after}${value.slice(end)}`;
    setValue(next);
    requestAnimationFrame(() => {
      element.focus();
      element.setSelectionRange(start + before.length, end + before.length);
    });
  }

  return (
    <TextField name={name} isRequired value={value} onChange={setValue} className="field markdown-field">
      <Label>{label}</Label>
      <Toolbar aria-label={`${t('admin.markdown.toolbar')}: ${label}`} className="markdown-toolbar">
        {MARKS.map((entry) => (
          <Button
            key={entry.label}
            className="button button-quiet"
            aria-label={t(entry.label)}
            onPress={() => mark(entry.before, entry.after)}
          >
            {entry.text}
          </Button>
        ))}
      </Toolbar>
      <TextArea ref={area} dir={dir} rows={12} />
    </TextField>
  );
}
