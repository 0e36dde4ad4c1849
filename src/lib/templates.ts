/**
 * A text of content/ (ui.json, home.json, shop.json…) with its "{name}" placeholders filled; a placeholder without a
 * value stays as written. The one filler of the site. `{price}` is always a written price (`60 ש"ח`, formatShekels);
 * `{amount}` is the bare number, in a text that writes the currency itself.
 */
export const fillTemplate = (template: string, values: Record<string, string | number>): string =>
  template.replace(/\{(\w+)\}/g, (placeholder, name: string) => (name in values ? String(values[name]) : placeholder));
