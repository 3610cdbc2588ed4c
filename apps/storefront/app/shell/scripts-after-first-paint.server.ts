import { Transform } from 'node:stream';

/**
 * The page's scripts start loading once the browser has painted it (ADR 054). React Router writes
 * a `modulepreload` link per script into the head and a module script that imports the page's
 * route modules; a phone then fetches the scripts (about 135 KB) alongside the page, its image and
 * the rest of its HTML, and paints later (Lighthouse's slow 4G: first paint 2.0 s, 0.83 s without).
 * This moves both into that module script, after the first frame: the page is seen first and
 * hydrated after, with every script still fetched at once, not one import after another.
 *
 * Rewrites the document as React streams it: the shell (head to the end of the body, where
 * <Scripts /> is) is held until its module script has passed, then everything flows through. A
 * document without that script (one React Router renders without <Scripts />) is left as it is.
 */
export function scriptsAfterFirstPaint(): Transform {
  // The page is searched and rewritten as Latin-1 text, one character a byte: every tag and address
  // it looks for is ASCII, the bytes around them pass through unchanged, a letter cut between two
  // chunks needs no decoder, and turning bytes to text and back is a copy (decoding UTF-8 and
  // encoding it again was a tenth of a new page's server time).
  // React writes the shell 2 KB at a time: the pieces are joined once, and each is searched once,
  // with the end of the one before for a tag cut in two (searching the growing whole cost 2 ms a page).
  const held: string[] = [];
  let tail = '';
  let awaiting: typeof SCRIPT_OPENING | typeof SCRIPT_CLOSING | null = SCRIPT_OPENING;
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      if (!awaiting) return callback(null, chunk);
      const piece = chunk.toString('latin1');
      held.push(piece);
      const seen = tail + piece;
      const opening = awaiting === SCRIPT_OPENING ? seen.indexOf(SCRIPT_OPENING) : 0;
      if (opening >= 0) awaiting = SCRIPT_CLOSING;
      if (opening < 0 || !seen.includes(SCRIPT_CLOSING, opening)) {
        tail = seen.slice(-TAG_OVERLAP);
        return callback();
      }
      awaiting = null;
      const document = held.join('');
      callback(null, Buffer.from(deferScripts(document) ?? document, 'latin1'));
    },
    flush(callback) {
      callback(null, awaiting && held.length > 0 ? Buffer.from(held.join(''), 'latin1') : undefined);
    },
  });
}

/** The end of the module script's opening tag, which React writes after the nonce. */
const SCRIPT_OPENING = ' type="module" async="">';
const SCRIPT_CLOSING = '</script>';
const TAG_OVERLAP = SCRIPT_OPENING.length - 1;
const PRELOAD_LINK = /<link rel="modulepreload" href="([^"]+)"[^>]*>/g;
/** React Router's module script, from its opening tag (with the nonce, if any) to its end. */
const ROUTE_MODULES_SCRIPT = /(<script(?: nonce="[^"]*")? type="module" async="">)([\s\S]*?)<\/script>/;
/** A static import: a route module's (`import * as route0 from "…"`) or the route manifest's (`import "…"`). */
const STATIC_IMPORT = /import (?:\* as (route\d+) from )?("[^"]+");\n?/g;

/**
 * The document so far with its scripts deferred, or null without React Router's module script
 * (written whole) importing the route modules. It reads and writes only ASCII, so the document may
 * be its bytes read as Latin-1.
 */
export function deferScripts(html: string): string | null {
  const script = ROUTE_MODULES_SCRIPT.exec(html);
  if (!script || !script[2]!.includes('import * as route')) return null;
  const preloads = [...html.matchAll(PRELOAD_LINK)].map((link) => link[1]!);
  const imports = [...script[2]!.matchAll(STATIC_IMPORT)];
  const rest = script[2]!.replace(STATIC_IMPORT, '');
  // A hidden tab paints nothing (no animation frame comes): it loads the scripts at once.
  const deferred = [
    'await new Promise((painted) => document.visibilityState === "visible" ? requestAnimationFrame(() => setTimeout(painted)) : painted());',
    `for (const href of ${JSON.stringify(preloads)}) document.head.append(Object.assign(document.createElement("link"), { rel: "modulepreload", href }));`,
    // The manifest's import binds nothing: a hole in the list.
    `const [${imports.map((match) => match[1] ?? '').join(', ')}] = await Promise.all([${imports.map((match) => `import(${match[2]})`).join(', ')}]);`,
    rest,
  ].join('\n');
  const before = html.slice(0, script.index).replace(PRELOAD_LINK, '');
  return `${before}${script[1]}${deferred}</script>${html.slice(script.index + script[0].length)}`;
}
