import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import * as icons from './icons.ts';

const render = (icon: icons.IconComponent, props: icons.IconProps = {}) =>
  renderToStaticMarkup(createElement(icon, props));

describe.each(Object.entries(icons))('%s', (_name, icon) => {
  it('draws lucide-style strokes on a 24x24 grid', () => {
    const svg = render(icon as icons.IconComponent);
    expect(svg).toMatch(/^<svg [^>]*viewBox="0 0 24 24"/);
    expect(svg).toContain('stroke="currentColor" stroke-width="2"');
    expect(svg).toContain('stroke-linecap="round" stroke-linejoin="round"');
    expect(svg).toMatch(/<(path d="M|path d="m|circle|rect|line|polyline|ellipse)/);
  });
});

it('hides an unlabelled icon from assistive technology and keeps a labelled one', () => {
  expect(render(icons.Check, { className: 'size-4' })).toContain('aria-hidden="true"');
  const labelled = render(icons.Check, { 'aria-label': 'Done' });
  expect(labelled).toContain('aria-label="Done"');
  expect(labelled).not.toContain('aria-hidden');
});

it('passes the class, size and stroke width through', () => {
  const svg = render(icons.Minus, { className: 'size-3.5', size: 16, strokeWidth: 3 });
  expect(svg).toContain('class="size-3.5"');
  expect(svg).toContain('width="16" height="16"');
  expect(svg).toContain('stroke-width="3"');
});
