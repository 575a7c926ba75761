// highlight.js types its entry only; each grammar module default-exports a LanguageFn.
declare module 'highlight.js/lib/languages/*' {
  import type { LanguageFn } from 'highlight.js';

  const grammar: LanguageFn;
  export default grammar;
}
