// For ESLint's type-aware rules only (scripts/lint/tsconfig.json): plain TypeScript cannot read
// .astro files, which Astro's language server (`astro check`) types one by one. Without this, every
// imported component would be an unresolved (error-typed) value to ESLint.
declare module '*.astro' {
  const Component: import('astro/runtime/server/index.js').AstroComponentFactory;
  export default Component;
}
