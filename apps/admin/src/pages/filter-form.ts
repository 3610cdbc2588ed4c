/**
 * A filter form's fields as the address bar's query: each named field trimmed, left out when empty or
 * set to `any` (a drop-down's "any" choice), so a shared or reloaded address shows the same list.
 */
export function filtersOf(form: HTMLFormElement, names: readonly string[], any: string): URLSearchParams {
  const data = new FormData(form);
  const query = new URLSearchParams();
  for (const name of names) {
    const value = String(data.get(name) ?? '').trim();
    if (value && value !== any) query.set(name, value);
  }
  return query;
}
