import type * as Lib0Decoding from 'lib0/decoding';
import type * as Lib0Encoding from 'lib0/encoding';
import type * as Marked from 'marked';
import type * as Yjs from 'yjs';

/**
 * Yjs, lib0 and marked load with the first use of a document (a `doc:<id>` channel on the
 * realtime socket, a document route, a document's upkeep), not at every server start (issue 25,
 * docs/decisions/057). The server bundle hoists every static import of a package to its top
 * (scripts/build-server.mjs), so only `import()` keeps them out of the start: the documents
 * code reads them through the bindings below, and every way into that code awaits
 * `loadDocLibs()` first. Types come from `import type * as Y from 'yjs'` as before.
 */

type Libs = {
  yjs: typeof Yjs;
  decoding: typeof Lib0Decoding;
  encoding: typeof Lib0Encoding;
  marked: typeof Marked;
};

let libs: Libs | undefined;
let loading: Promise<Libs> | undefined;

/** Loads the libraries once; later calls resolve at once. */
export function loadDocLibs(): Promise<Libs> {
  return (loading ??= Promise.all([
    import('yjs'),
    import('lib0/decoding'),
    import('lib0/encoding'),
    import('marked'),
  ]).then(([yjs, decoding, encoding, marked]) => (libs = { yjs, decoding, encoding, marked })));
}

/** A stand-in for one library that fails loudly when used before `loadDocLibs()` resolved. */
function binding<K extends keyof Libs>(key: K): Libs[K] {
  return new Proxy({} as Libs[K], {
    get(_target, property) {
      if (!libs) throw new Error(`docs: ${key} used before loadDocLibs() resolved`);
      return (libs[key] as Record<string | symbol, unknown>)[property];
    },
  });
}

/** The `yjs` module (`yjs.Doc`, `yjs.applyUpdate`, `node instanceof yjs.XmlText`…). */
export const yjs = binding('yjs');
/** `lib0/decoding` and `lib0/encoding` (awareness messages, y-protocols format). */
export const decoding = binding('decoding');
export const encoding = binding('encoding');
/** `marked` (its Lexer reads Markdown into documents). */
export const marked = binding('marked');
