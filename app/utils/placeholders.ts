/** Fills `{name}` placeholders of copy from the dataset; an unknown placeholder stays as written. */
export function fillPlaceholders(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (match, key: string) => (key in values ? String(values[key]) : match));
}
