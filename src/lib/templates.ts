/** A text of content/ui.json with its "{name}" placeholders filled; a placeholder without a value stays as written. */
export const fillTemplate = (template: string, values: Record<string, string | number>): string =>
  template.replace(/\{(\w+)\}/g, (placeholder, name: string) => (name in values ? String(values[name]) : placeholder));
