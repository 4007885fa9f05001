/**
 * The calling component's style scope among a component's props. With Astro's attribute strategy
 * a parent's scoped `<style>` matches `.its-class[data-astro-cid-…]`, and Astro hands that
 * attribute to child components as a prop: a component that takes a `class` from its parent puts
 * these on the same element, or the parent's rules for that class never apply (Astro's styling
 * guide, "Passing a class to a child component").
 */
export function styleScope(props: object): Record<string, unknown> {
  return Object.fromEntries(Object.entries(props).filter(([name]) => name.startsWith('data-astro-cid-')));
}
