/**
 * Building blocks for the generated pictures. Pictures are shapes only: a text in a
 * font the browser lacks would render as boxes, and shapes look the same everywhere.
 */
import type { Shape } from './catalogue-taxonomy.ts';

const HEX = /^#[0-9a-f]{6}$/i;

export function escapeXml(text: string): string {
  return text.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** The colour if it is `#rrggbb`, else a neutral grey, so no input can break the markup. */
export function safeHex(color: string): string {
  return HEX.test(color) ? color.toLowerCase() : '#888888';
}

/** Linear blend of two `#rrggbb` colours; t = 0 gives a, t = 1 gives b. */
export function mixHex(a: string, b: string, t: number): string {
  const pa = Number.parseInt(safeHex(a).slice(1), 16);
  const pb = Number.parseInt(safeHex(b).slice(1), 16);
  let out = '#';
  for (const shift of [16, 8, 0]) {
    const ca = (pa >> shift) & 0xff;
    const cb = (pb >> shift) & 0xff;
    out += Math.round(ca + (cb - ca) * t)
      .toString(16)
      .padStart(2, '0');
  }
  return out;
}

export function svgDocument(width: number, height: number, body: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}">${body}</svg>`;
}

/** A diagonal gradient with id `bg`, filling the canvas. */
export function gradientBackground(width: number, height: number, from: string, to: string): string {
  return (
    `<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1">` +
    `<stop offset="0" stop-color="${safeHex(from)}"/><stop offset="1" stop-color="${safeHex(to)}"/>` +
    `</linearGradient></defs><rect width="${width}" height="${height}" fill="url(#bg)"/>`
  );
}

/** Soft white circles; `seed` moves them so pictures of one category still differ. */
export function decorations(seed: number, width: number, height: number): string {
  let out = '';
  for (let i = 0; i < 2; i++) {
    const s = (seed >>> (i * 11)) & 0x7ff;
    const cx = Math.round(((s % 97) / 97) * width);
    const cy = Math.round((((s >> 3) % 89) / 89) * height);
    const r = Math.round(height * (0.18 + ((s >> 5) % 20) / 100));
    out += `<circle cx="${cx}" cy="${cy}" r="${r}" fill="#fff" fill-opacity="${i ? 0.12 : 0.08}"/>`;
  }
  return out;
}

const SHAPES: Record<Shape, string> = {
  phone:
    '<rect x="210" y="120" width="180" height="360" rx="28"/><rect x="228" y="160" width="144" height="270" rx="6" fill="#000" fill-opacity=".25"/><circle cx="300" cy="455" r="10" fill="#000" fill-opacity=".25"/>',
  shirt:
    '<path d="M230 130 L180 150 L120 230 L170 270 L200 240 L200 470 L400 470 L400 240 L430 270 L480 230 L420 150 L370 130 Q300 185 230 130 Z"/>',
  shoe: '<path d="M120 380 Q120 300 170 290 L260 280 Q300 240 330 200 L380 215 Q390 290 460 310 Q510 325 500 380 Z"/><path d="M120 390 L500 390 L500 410 Q310 428 120 410 Z" fill="#000" fill-opacity=".3"/>',
  pot: '<path d="M170 270 L430 270 L410 450 Q300 480 190 450 Z"/><path d="M190 250 Q300 180 410 250 Z"/><circle cx="300" cy="200" r="14"/><rect x="120" y="290" width="50" height="22" rx="11"/><rect x="430" y="290" width="50" height="22" rx="11"/>',
  bottle:
    '<rect x="265" y="130" width="70" height="60" rx="8" fill="#000" fill-opacity=".35"/><rect x="282" y="188" width="36" height="34"/><rect x="200" y="220" width="200" height="250" rx="40"/><rect x="235" y="300" width="130" height="80" rx="10" fill="#000" fill-opacity=".15"/>',
  ball: '<circle cx="300" cy="300" r="160"/><path d="M140 300 H460 M300 140 V460 M190 185 Q300 300 190 415 M410 185 Q300 300 410 415" fill="none"/>',
  blocks:
    '<rect x="170" y="330" width="120" height="120" rx="10"/><rect x="310" y="330" width="120" height="120" rx="10"/><rect x="240" y="200" width="120" height="120" rx="10"/>',
  bag: '<path d="M240 230 Q240 150 300 150 Q360 150 360 230" fill="none" stroke="#fff" stroke-opacity=".9" stroke-width="16"/><path d="M170 230 L430 230 L450 470 L150 470 Z"/>',
  book: '<path d="M160 170 L300 200 L440 170 L440 440 L300 470 L160 440 Z"/><path d="M300 200 V470" fill="none"/>',
};

/** A category's shape on a 600x600 canvas, optionally moved and scaled. */
export function shape(kind: Shape, transform?: string): string {
  const at = transform ? ` transform="${escapeXml(transform)}"` : '';
  return `<g${at} fill="#fff" fill-opacity=".9" stroke="#000" stroke-opacity=".18" stroke-width="4">${SHAPES[kind]}</g>`;
}
