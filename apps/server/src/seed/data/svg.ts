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
  charger:
    '<rect x="220" y="140" width="160" height="170" rx="24"/><rect x="250" y="90" width="22" height="60"/><rect x="328" y="90" width="22" height="60"/><path d="M300 310 V380 Q300 470 210 470 H140" fill="none" stroke-width="22" stroke="#fff" stroke-opacity=".9"/>',
  laptop:
    '<rect x="160" y="150" width="280" height="200" rx="14"/><rect x="180" y="170" width="240" height="160" fill="#000" fill-opacity=".25"/><path d="M110 370 H490 L460 420 H140 Z"/>',
  tablet:
    '<rect x="170" y="110" width="260" height="380" rx="26"/><rect x="192" y="140" width="216" height="310" rx="6" fill="#000" fill-opacity=".25"/>',
  headphones:
    '<path d="M170 360 V300 Q170 160 300 160 Q430 160 430 300 V360" fill="none" stroke="#fff" stroke-opacity=".9" stroke-width="28"/><rect x="140" y="320" width="80" height="140" rx="30"/><rect x="380" y="320" width="80" height="140" rx="30"/>',
  speaker:
    '<rect x="190" y="110" width="220" height="380" rx="30"/><circle cx="300" cy="370" r="70" fill="#000" fill-opacity=".25"/><circle cx="300" cy="200" r="36" fill="#000" fill-opacity=".25"/>',
  gamepad:
    '<path d="M200 220 H400 Q480 220 500 330 Q520 450 440 440 Q400 430 380 380 H220 Q200 430 160 440 Q80 450 100 330 Q120 220 200 220 Z"/><path d="M190 300 H250 M220 270 V330" fill="none" stroke-width="16"/><circle cx="390" cy="290" r="14" fill="#000" fill-opacity=".3"/><circle cx="420" cy="320" r="14" fill="#000" fill-opacity=".3"/>',
  keyboard:
    '<rect x="90" y="220" width="420" height="170" rx="18"/><path d="M130 265 H470 M130 305 H470 M130 345 H470 M200 240 V370 M270 240 V370 M340 240 V370 M410 240 V370" fill="none"/>',
  chair:
    '<path d="M200 110 H400 L390 320 H210 Z"/><rect x="180" y="320" width="240" height="50" rx="10"/><path d="M210 370 L170 500 M390 370 L430 500 M300 370 V500" fill="none" stroke="#fff" stroke-opacity=".9" stroke-width="18"/>',
  robe: '<path d="M250 110 Q300 150 350 110 L420 140 L450 300 L410 310 L430 500 H170 L190 310 L150 300 L180 140 Z"/><path d="M300 140 V500" fill="none"/>',
  dress:
    '<path d="M255 110 H345 L360 250 Q330 270 300 270 Q270 270 240 250 Z"/><path d="M240 250 Q300 280 360 250 L460 490 Q300 520 140 490 Z"/>',
  boot: '<path d="M220 110 H340 V330 Q420 340 470 380 Q500 410 480 440 H200 Z"/><path d="M200 440 H480 V470 H200 Z" fill="#000" fill-opacity=".3"/>',
  pan: '<ellipse cx="250" cy="320" rx="160" ry="110"/><ellipse cx="250" cy="310" rx="120" ry="75" fill="#000" fill-opacity=".2"/><rect x="400" y="295" width="160" height="34" rx="17"/>',
  dallah:
    '<path d="M240 210 Q300 150 360 210 L380 430 H220 Z"/><path d="M230 430 H370 L390 470 H210 Z"/><path d="M240 260 Q170 230 120 150" fill="none" stroke="#fff" stroke-opacity=".9" stroke-width="22"/><path d="M280 170 Q300 100 320 170 Z"/><path d="M370 250 Q450 300 380 380" fill="none" stroke="#fff" stroke-opacity=".9" stroke-width="18"/>',
  appliance:
    '<rect x="200" y="400" width="200" height="80" rx="16"/><path d="M220 400 L240 160 H360 L380 400 Z" fill-opacity=".7"/><rect x="230" y="120" width="140" height="40" rx="10"/><path d="M260 340 L300 300 L340 340" fill="none"/>',
  kettle:
    '<path d="M200 230 Q300 190 400 230 L420 450 H180 Z"/><path d="M240 210 Q300 140 360 210" fill="none" stroke="#fff" stroke-opacity=".9" stroke-width="20"/><path d="M200 270 L120 220 L140 200" fill="none" stroke="#fff" stroke-opacity=".9" stroke-width="20"/><rect x="170" y="450" width="260" height="30" rx="10" fill="#000" fill-opacity=".3"/>',
  iron: '<path d="M100 420 Q120 300 260 280 H480 V420 Z"/><path d="M300 280 Q300 180 400 180 H470 V280" fill="none" stroke="#fff" stroke-opacity=".9" stroke-width="28"/><rect x="100" y="420" width="380" height="26" fill="#000" fill-opacity=".3"/>',
  lamp: '<path d="M210 140 H390 L440 300 H160 Z"/><rect x="290" y="300" width="20" height="150"/><rect x="200" y="450" width="200" height="30" rx="12"/>',
  mirror:
    '<ellipse cx="300" cy="290" rx="150" ry="200"/><ellipse cx="300" cy="290" rx="115" ry="162" fill="#000" fill-opacity=".15"/><path d="M240 220 L290 170 M240 280 L330 190" fill="none" stroke="#fff" stroke-width="12"/>',
  candle:
    '<rect x="220" y="260" width="160" height="220" rx="14"/><path d="M300 250 V215" fill="none" stroke-width="8"/><path d="M300 120 Q340 180 300 215 Q260 180 300 120 Z" fill="#ffd45a"/>',
  incense:
    '<path d="M200 260 H400 L360 380 H240 Z"/><rect x="270" y="380" width="60" height="50"/><path d="M220 430 H380 L400 470 H200 Z"/><path d="M280 240 Q250 190 290 150 Q330 110 300 70 M330 240 Q310 200 340 170" fill="none" stroke="#fff" stroke-opacity=".7" stroke-width="10"/>',
  pillow:
    '<path d="M150 200 Q300 150 450 200 Q480 300 450 400 Q300 450 150 400 Q120 300 150 200 Z"/><path d="M150 200 Q300 250 450 200" fill="none"/>',
  jar: '<rect x="190" y="200" width="220" height="260" rx="36"/><rect x="210" y="140" width="180" height="70" rx="12" fill="#000" fill-opacity=".3"/><rect x="225" y="290" width="150" height="90" rx="10" fill="#000" fill-opacity=".12"/>',
  lipstick:
    '<rect x="240" y="300" width="120" height="190" rx="10"/><rect x="255" y="240" width="90" height="70" fill="#000" fill-opacity=".15"/><path d="M265 240 V160 L335 120 V240 Z" fill="#c0304a"/>',
  palette:
    '<rect x="120" y="180" width="360" height="240" rx="24"/><circle cx="200" cy="250" r="36" fill="#c0304a"/><circle cx="300" cy="250" r="36" fill="#e8a87c"/><circle cx="400" cy="250" r="36" fill="#8e6e53"/><circle cx="200" cy="350" r="36" fill="#6b4e9b"/><circle cx="300" cy="350" r="36" fill="#d4af37"/><circle cx="400" cy="350" r="36" fill="#2f5d62"/>',
  mat: '<rect x="140" y="300" width="320" height="90" rx="10"/><ellipse cx="460" cy="300" rx="60" ry="90"/><ellipse cx="460" cy="300" rx="30" ry="50" fill="#000" fill-opacity=".2"/>',
  dumbbell:
    '<rect x="150" y="285" width="300" height="30" rx="10"/><rect x="110" y="200" width="60" height="200" rx="12"/><rect x="430" y="200" width="60" height="200" rx="12"/><rect x="170" y="230" width="40" height="140" rx="10"/><rect x="390" y="230" width="40" height="140" rx="10"/>',
  rope: '<path d="M190 160 Q140 450 300 460 Q460 450 410 160" fill="none" stroke="#fff" stroke-opacity=".9" stroke-width="14"/><rect x="165" y="90" width="50" height="110" rx="20"/><rect x="385" y="90" width="50" height="110" rx="20"/>',
  watch:
    '<rect x="250" y="100" width="100" height="400" rx="30"/><rect x="215" y="200" width="170" height="200" rx="40"/><rect x="240" y="225" width="120" height="150" rx="24" fill="#000" fill-opacity=".3"/>',
  tent: '<path d="M300 130 L500 460 H100 Z"/><path d="M300 250 L370 460 H230 Z" fill="#000" fill-opacity=".3"/><path d="M300 130 V90" fill="none" stroke-width="10"/>',
  cooler:
    '<rect x="150" y="250" width="300" height="220" rx="20"/><rect x="140" y="210" width="320" height="60" rx="16"/><path d="M240 210 V160 H360 V210" fill="none" stroke="#fff" stroke-opacity=".9" stroke-width="18"/>',
  lantern:
    '<rect x="230" y="180" width="140" height="240" rx="20"/><rect x="255" y="210" width="90" height="180" rx="10" fill="#ffd45a"/><rect x="210" y="150" width="180" height="40" rx="10"/><rect x="210" y="410" width="180" height="40" rx="10"/><path d="M250 150 Q300 80 350 150" fill="none" stroke="#fff" stroke-opacity=".9" stroke-width="14"/>',
  grill:
    '<path d="M140 250 H460 Q460 380 300 380 Q140 380 140 250 Z"/><path d="M140 250 Q300 130 460 250 Z" fill-opacity=".6"/><path d="M170 270 H430" fill="none" stroke-width="10"/><path d="M230 380 L180 490 M370 380 L420 490" fill="none" stroke="#fff" stroke-opacity=".9" stroke-width="18"/><path d="M250 230 Q230 180 260 150 M320 230 Q300 180 330 150" fill="none" stroke="#fff" stroke-opacity=".6" stroke-width="10"/>',
  robot:
    '<rect x="210" y="150" width="180" height="130" rx="20"/><circle cx="260" cy="215" r="18" fill="#000" fill-opacity=".35"/><circle cx="340" cy="215" r="18" fill="#000" fill-opacity=".35"/><path d="M300 150 V100" fill="none" stroke-width="10"/><rect x="190" y="290" width="220" height="160" rx="16"/><rect x="150" y="300" width="30" height="110" rx="12"/><rect x="420" y="300" width="30" height="110" rx="12"/>',
  puzzle:
    '<path d="M160 160 H280 Q270 120 300 120 Q330 120 320 160 H440 V280 Q480 270 480 300 Q480 330 440 320 V440 H160 V320 Q120 330 120 300 Q120 270 160 280 Z"/><path d="M300 160 V440 M160 300 H440" fill="none"/>',
  scooter:
    '<path d="M390 120 V420 H170" fill="none" stroke="#fff" stroke-opacity=".9" stroke-width="22"/><path d="M350 120 H440" fill="none" stroke="#fff" stroke-opacity=".9" stroke-width="22"/><circle cx="170" cy="440" r="45"/><circle cx="400" cy="440" r="45"/>',
  bicycle:
    '<circle cx="170" cy="390" r="90" fill="none" stroke="#fff" stroke-opacity=".9" stroke-width="18"/><circle cx="430" cy="390" r="90" fill="none" stroke="#fff" stroke-opacity=".9" stroke-width="18"/><path d="M170 390 L260 240 H390 L430 390 M260 240 L300 390 L390 240 M240 220 H290 M390 240 L370 190 H420" fill="none" stroke="#fff" stroke-opacity=".9" stroke-width="14"/>',
  blaster:
    '<path d="M110 230 H450 Q490 230 490 270 V290 H380 L370 330 H300 L290 290 H110 Z"/><path d="M290 290 H380 L400 470 H320 Z"/><rect x="450" y="250" width="70" height="24" rx="8"/>',
  kite: '<path d="M300 100 L430 260 L300 420 L170 260 Z"/><path d="M300 100 V420 M170 260 H430" fill="none"/><path d="M300 420 Q260 460 300 490 Q340 520 300 550" fill="none" stroke="#fff" stroke-opacity=".9" stroke-width="8"/>',
  dates:
    '<path d="M130 330 H470 Q460 470 300 470 Q140 470 130 330 Z"/><ellipse cx="220" cy="300" rx="50" ry="34" fill="#7a3f1d"/><ellipse cx="300" cy="285" rx="50" ry="34" fill="#8b4a22"/><ellipse cx="380" cy="300" rx="50" ry="34" fill="#7a3f1d"/><ellipse cx="260" cy="250" rx="46" ry="30" fill="#94512a"/><ellipse cx="340" cy="250" rx="46" ry="30" fill="#7a3f1d"/>',
  cup: '<path d="M180 240 H400 L380 430 Q370 460 340 460 H240 Q210 460 200 430 Z"/><path d="M395 280 Q470 280 460 340 Q450 390 388 390" fill="none" stroke="#fff" stroke-opacity=".9" stroke-width="20"/><path d="M250 210 Q230 170 260 130 M320 210 Q300 170 330 130" fill="none" stroke="#fff" stroke-opacity=".6" stroke-width="10"/>',
};

/** A category's shape on a 600x600 canvas, optionally moved and scaled. */
export function shape(kind: Shape, transform?: string): string {
  const at = transform ? ` transform="${escapeXml(transform)}"` : '';
  return `<g${at} fill="#fff" fill-opacity=".9" stroke="#000" stroke-opacity=".18" stroke-width="4">${SHAPES[kind]}</g>`;
}
