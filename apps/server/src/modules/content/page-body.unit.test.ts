import { describe, expect, it } from 'vitest';
import { firstParagraphText, renderPageBody } from './page-body.ts';

describe('static page bodies', () => {
  it('renders Markdown paragraphs, headings, lists, emphasis and links', () => {
    const html = renderPageBody(
      '# Delivery\n\nWe deliver **fast** and *free*.\n\n- Salmiya\n- Hawalli\n\n[Contact us](/contact) or [mail](mailto:shop@example.com)',
    );
    expect(html).toBe(
      '<h2>Delivery</h2>\n<p>We deliver <strong>fast</strong> and <em>free</em>.</p>\n<ul>\n<li>Salmiya</li>\n<li>Hawalli</li>\n</ul>\n' +
        '<p><a href="/contact">Contact us</a> or <a href="mailto:shop@example.com">mail</a></p>',
    );
  });

  it('keeps plain text with blank lines as paragraphs (the pages written before Markdown)', () => {
    expect(renderPageBody('First.\n\nSecond.')).toBe('<p>First.</p>\n<p>Second.</p>');
  });

  it('opens other sites without a handle on the page', () => {
    expect(renderPageBody('[x](https://example.com)')).toBe(
      '<p><a href="https://example.com" rel="noopener noreferrer">x</a></p>',
    );
  });

  const HOSTILE = [
    '<script>alert(1)</script>',
    '<img src=x onerror="alert(1)">',
    '<a href="javascript:alert(1)">click</a>',
    '[click](javascript:alert(1))',
    '[click](JaVaScRiPt:alert(1))',
    '<a href="jav&#x09;ascript:alert(1)">tab</a>',
    '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">data</a>',
    '<a href="//evil.example/">protocol-relative</a>',
    '<p onclick="alert(1)" style="color:red">styled</p>',
    '<iframe src="https://evil.example"></iframe>',
    '<svg><script>alert(1)</script></svg>',
    '<style>body{display:none}</style>',
    '<form action="https://evil.example"><input name=x></form>',
    '<math><mi xlink:href="javascript:alert(1)">x</mi></math>',
    '<object data="x.swf"></object><embed src="x.swf">',
    '<div><b onmouseover=alert(1)>bold</b></div>',
    '<scr<script>ipt>alert(1)</script>',
    '![x](javascript:alert(1))',
  ];

  it.each(HOSTILE)('strips what could run or restyle the shop: %s', (input) => {
    const html = renderPageBody(input);
    expect(html).not.toMatch(/<script|<iframe|<svg|<math|<style|<form|<input|<object|<embed|<img|<div/i);
    expect(html).not.toMatch(/\son\w+\s*=/i);
    expect(html).not.toMatch(/javascript:|data:|style=|href="\/\//i);
  });

  it('keeps the harmless text around what it strips', () => {
    expect(renderPageBody('<p onclick="alert(1)">Hello <script>steal()</script>world</p>')).toBe('<p>Hello world</p>');
    expect(renderPageBody('<a href="javascript:alert(1)">click</a>')).toBe('<p><a>click</a></p>');
  });

  it('takes the first paragraph as plain text for the description', () => {
    expect(firstParagraphText(renderPageBody('# Title\n\nWe deliver **fast** & "free" <4 km.\n\nMore.'))).toBe(
      'We deliver fast & "free" <4 km.',
    );
  });
});
