/**
 * The words of Sveltia's own buttons that the editor page's guard finds them by, in Hebrew as the editor shows them
 * (site-build/content/editor-strings.he.json, by its keys: a unit test holds each to the file). The guard is a browser
 * module and imports no JSON.
 */
export const EDITOR_LABEL_KEYS = {
  save: "save",
  delete: "delete",
  remove: "remove",
  collapse: "collapse",
  collapseAll: "collapse_all",
} as const;

export const EDITOR_LABELS: Record<keyof typeof EDITOR_LABEL_KEYS, string> = {
  save: "שמירה",
  delete: "מחיקה",
  remove: "הסרה",
  collapse: "סגירה",
  collapseAll: "סגירת הכול",
};
