import { StringDecoder } from 'node:string_decoder';
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
  const decoder = new StringDecoder('utf8');
  // React writes the shell 2 KB at a time: the pieces are joined once, and each is searched once,
  // with the end of the one before for a tag cut in two (searching the growing whole cost 2 ms a page).
  const held: string[] = [];
  let tail = '';
  let awaiting: typeof SCRIPT_OPENING | typeof SCRIPT_CLOSING | null = SCRIPT_OPENING;
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      // Still decoded after the rewrite: the last held piece may have ended inside a letter.
      if (!awaiting) return callback(null, decoder.write(chunk) || undefined);
      const piece = decoder.write(chunk);
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
      callback(null, deferScripts(document) ?? document);
    },
    flush(callback) {
      callback(null, (awaiting ? held.join('') : '') + decoder.end() || undefined);
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
 * (written whole) importing the route modules.
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
