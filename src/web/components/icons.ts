// The icons the page uses, copied from lucide-react 1.75 (lucide.dev) so the install does not carry
// its 50 MB of every icon. Same drawing and props as lucide-react's components: a 24x24 viewBox,
// stroke currentColor, width 2, round caps and joins, hidden from assistive technology unless
// labelled. To add one, copy its `__iconData.node` from lucide's icons/<name>.mjs (or lucide.dev).
//
// Lucide: ISC License, Copyright (c) 2026 Lucide Icons and Contributors. Permission to use, copy,
// modify, and/or distribute this software for any purpose with or without fee is hereby granted,
// provided that the above copyright notice and this permission notice appear in all copies.
// THE SOFTWARE IS PROVIDED "AS IS" AND THE AUTHOR DISCLAIMS ALL WARRANTIES WITH REGARD TO THIS
// SOFTWARE INCLUDING ALL IMPLIED WARRANTIES OF MERCHANTABILITY AND FITNESS. IN NO EVENT SHALL THE
// AUTHOR BE LIABLE FOR ANY SPECIAL, DIRECT, INDIRECT, OR CONSEQUENTIAL DAMAGES OR ANY DAMAGES
// WHATSOEVER RESULTING FROM LOSS OF USE, DATA OR PROFITS, WHETHER IN AN ACTION OF CONTRACT,
// NEGLIGENCE OR OTHER TORTIOUS ACTION, ARISING OUT OF OR IN CONNECTION WITH THE USE OR PERFORMANCE
// OF THIS SOFTWARE.
//
// The icons Lucide derives from Feather (here: ArrowDown, ArrowRight, ArrowUp, Check, ChevronDown,
// ChevronLeft, ChevronRight, CircleAlert, CircleX, Clock, Code, Compass, Download, Info, Italic,
// Link, Link2, Minimize2, Minus, Plus, Search, Square, Trash2, TriangleAlert, Upload, X): The MIT License (MIT), Copyright (c) 2013-present Cole
// Bemis. Permission is hereby granted, free of charge, to any person obtaining a copy of this
// software and associated documentation files (the "Software"), to deal in the Software without
// restriction, including without limitation the rights to use, copy, modify, merge, publish,
// distribute, sublicense, and/or sell copies of the Software, and to permit persons to whom the
// Software is furnished to do so, subject to the following conditions: The above copyright notice
// and this permission notice shall be included in all copies or substantial portions of the
// Software. THE SOFTWARE IS PROVIDED "AS IS", WITHOUT WARRANTY OF ANY KIND, EXPRESS OR IMPLIED,
// INCLUDING BUT NOT LIMITED TO THE WARRANTIES OF MERCHANTABILITY, FITNESS FOR A PARTICULAR PURPOSE
// AND NONINFRINGEMENT. IN NO EVENT SHALL THE AUTHORS OR COPYRIGHT HOLDERS BE LIABLE FOR ANY CLAIM,
// DAMAGES OR OTHER LIABILITY, WHETHER IN AN ACTION OF CONTRACT, TORT OR OTHERWISE, ARISING FROM,
// OUT OF OR IN CONNECTION WITH THE SOFTWARE OR THE USE OR OTHER DEALINGS IN THE SOFTWARE.
import { createElement, type ReactElement, type SVGProps } from 'react';

/** A path's `d`, or another element (circle, rect, line...) with its attributes. */
type IconShape = string | readonly [tag: string, attributes: Readonly<Record<string, string>>];
export type IconProps = SVGProps<SVGSVGElement> & { size?: number | string };
export type IconComponent = ((props: IconProps) => ReactElement) & { shapes: readonly IconShape[] };

/** Like lucide-react: an icon nobody labelled (aria-*, role, title) is aria-hidden. */
function isLabelled(props: Record<string, unknown>): boolean {
  return Object.entries(props).some(
    ([name, value]) =>
      value != null && (name.startsWith('aria-') || name === 'role' || name === 'title'),
  );
}

function icon(name: string, shapes: readonly IconShape[]): IconComponent {
  const component = ({ size = 24, strokeWidth = 2, ...props }: IconProps) =>
    createElement(
      'svg',
      {
        xmlns: 'http://www.w3.org/2000/svg',
        width: size,
        height: size,
        viewBox: '0 0 24 24',
        fill: 'none',
        stroke: 'currentColor',
        strokeWidth,
        strokeLinecap: 'round',
        strokeLinejoin: 'round',
        ...(isLabelled(props) ? {} : { 'aria-hidden': true }),
        ...props,
      },
      // Lucide keeps an icon's shapes distinct, so each one's drawing is its key.
      shapes.map((shape) =>
        typeof shape === 'string'
          ? createElement('path', { key: shape, d: shape })
          : createElement(shape[0], { key: JSON.stringify(shape), ...shape[1] }),
      ),
    );
  component.displayName = name;
  return Object.assign(component, { shapes });
}

export const Activity = icon('Activity', [
  'M22 12h-2.48a2 2 0 0 0-1.93 1.46l-2.35 8.36a.25.25 0 0 1-.48 0L9.24 2.18a.25.25 0 0 0-.48 0l-2.35 8.36A2 2 0 0 1 4.49 12H2',
]);
export const ArchiveRestore = icon('ArchiveRestore', [
  ['rect', { width: '20', height: '5', x: '2', y: '3', rx: '1' }],
  'M4 8v11a2 2 0 0 0 2 2h2',
  'M20 8v11a2 2 0 0 1-2 2h-2',
  'm9 15 3-3 3 3',
  'M12 12v9',
]);
export const ArrowDown = icon('ArrowDown', ['M12 5v14', 'm19 12-7 7-7-7']);
export const ArrowRight = icon('ArrowRight', ['M5 12h14', 'm12 5 7 7-7 7']);
export const ArrowUp = icon('ArrowUp', ['m5 12 7-7 7 7', 'M12 19V5']);
export const BarChart3 = icon('BarChart3', [
  'M3 3v16a2 2 0 0 0 2 2h16',
  'M18 17V9',
  'M13 17V5',
  'M8 17v-3',
]);
export const Bold = icon('Bold', [
  'M6 12h9a4 4 0 010 8H7a1 1 0 01-1-1V5a1 1 0 011-1h7a4 4 0 010 8',
]);
export const BookmarkPlus = icon('BookmarkPlus', [
  'M12 7v6',
  'M15 10H9',
  'M17 3a2 2 0 0 1 2 2v15a1 1 0 0 1-1.496.868l-4.512-2.578a2 2 0 0 0-1.984 0l-4.512 2.578A1 1 0 0 1 5 20V5a2 2 0 0 1 2-2z',
]);
export const BookOpen = icon('BookOpen', [
  'M12 5v16',
  'M20.001 19A2 2 0 0022 17V5a2 2 0 00-1.999-2L16 3.002A5 5 0 0012 5a5 5 0 00-4-2H4a2 2 0 00-2 2v12a2 2 0 001.999 2H8a5 5 0 014 2 5 5 0 014-2z',
]);
export const CalendarClock = icon('CalendarClock', [
  'M16 14v2.2l1.6 1',
  'M16 2v3',
  'M21 7.338V5a2 2 0 00-2-2H5a2 2 0 00-2 2v14a2 2 0 002 2h2.338',
  'M3 9h5.859',
  'M8 2v3',
  ['circle', { cx: '16', cy: '16', r: '6' }],
]);
export const Check = icon('Check', ['M20 6 9 17l-5-5']);
export const ChevronDown = icon('ChevronDown', ['m6 9 6 6 6-6']);
export const ChevronLeft = icon('ChevronLeft', ['m15 18-6-6 6-6']);
export const ChevronRight = icon('ChevronRight', ['m9 18 6-6-6-6']);
export const CircleAlert = icon('CircleAlert', [
  ['circle', { cx: '12', cy: '12', r: '10' }],
  ['line', { x1: '12', x2: '12', y1: '8', y2: '12' }],
  ['line', { x1: '12', x2: '12.01', y1: '16', y2: '16' }],
]);
export const CircleCheck = icon('CircleCheck', [
  ['circle', { cx: '12', cy: '12', r: '10' }],
  'm16 9-5.5 5.5L8 12',
]);
export const CircleDot = icon('CircleDot', [
  ['circle', { cx: '12', cy: '12', r: '1' }],
  ['circle', { cx: '12', cy: '12', r: '10' }],
]);
export const CircleX = icon('CircleX', [
  ['circle', { cx: '12', cy: '12', r: '10' }],
  'm15 9-6 6',
  'm9 9 6 6',
]);
export const ClipboardList = icon('ClipboardList', [
  ['rect', { width: '8', height: '4', x: '8', y: '2', rx: '1', ry: '1' }],
  'M16 4h2a2 2 0 0 1 2 2v14a2 2 0 0 1-2 2H6a2 2 0 0 1-2-2V6a2 2 0 0 1 2-2h2',
  'M12 11h4',
  'M12 16h4',
  'M8 11h.01',
  'M8 16h.01',
]);
export const Clock = icon('Clock', [['circle', { cx: '12', cy: '12', r: '10' }], 'M12 6v6l4 2']);
export const Code = icon('Code', ['m16 18 6-6-6-6', 'm8 6-6 6 6 6']);
export const Compass = icon('Compass', [
  ['circle', { cx: '12', cy: '12', r: '10' }],
  'm16.24 7.76-1.804 5.411a2 2 0 0 1-1.265 1.265L7.76 16.24l1.804-5.411a2 2 0 0 1 1.265-1.265z',
]);
export const Copy = icon('Copy', [
  ['rect', { width: '14', height: '14', x: '8', y: '8', rx: '2', ry: '2' }],
  'M4 16c-1.1 0-2-.9-2-2V4c0-1.1.9-2 2-2h10c1.1 0 2 .9 2 2',
]);
export const Download = icon('Download', [
  'M12 15V3',
  'M21 15v4a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2v-4',
  'm7 10 5 5 5-5',
]);
export const Eye = icon('Eye', [
  'M2.062 12.348a1 1 0 0 1 0-.696 10.75 10.75 0 0 1 19.876 0 1 1 0 0 1 0 .696 10.75 10.75 0 0 1-19.876 0',
  ['circle', { cx: '12', cy: '12', r: '3' }],
]);
export const FileCode2 = icon('FileCode2', [
  'M4 12.15V4a2 2 0 0 1 2-2h8a2.4 2.4 0 0 1 1.706.706l3.588 3.588A2.4 2.4 0 0 1 20 8v12a2 2 0 0 1-2 2h-3.35',
  'M14 2v5a1 1 0 0 0 1 1h5',
  'm5 16-3 3 3 3',
  'm9 22 3-3-3-3',
]);
export const FileDiff = icon('FileDiff', [
  'M6 22a2 2 0 0 1-2-2V4a2 2 0 0 1 2-2h8a2.4 2.4 0 0 1 1.704.706l3.588 3.588A2.4 2.4 0 0 1 20 8v12a2 2 0 0 1-2 2z',
  'M9 10h6',
  'M12 13V7',
  'M9 17h6',
]);
export const FileSpreadsheet = icon('FileSpreadsheet', [
  'M6 22a2 2 0 0 1-2-2V4a2 2 0 0 1 2-2h8a2.4 2.4 0 0 1 1.704.706l3.588 3.588A2.4 2.4 0 0 1 20 8v12a2 2 0 0 1-2 2z',
  'M14 2v5a1 1 0 0 0 1 1h5',
  'M8 13h2',
  'M14 13h2',
  'M8 17h2',
  'M14 17h2',
]);
export const FileText = icon('FileText', [
  'M6 22a2 2 0 0 1-2-2V4a2 2 0 0 1 2-2h8a2.4 2.4 0 0 1 1.704.706l3.588 3.588A2.4 2.4 0 0 1 20 8v12a2 2 0 0 1-2 2z',
  'M14 2v5a1 1 0 0 0 1 1h5',
  'M10 9H8',
  'M16 13H8',
  'M16 17H8',
]);
export const FileType2 = icon('FileType2', [
  'M12 22h6a2 2 0 0 0 2-2V8a2.4 2.4 0 0 0-.706-1.706l-3.588-3.588A2.4 2.4 0 0 0 14 2H6a2 2 0 0 0-2 2v6',
  'M14 2v5a1 1 0 0 0 1 1h5',
  'M3 16v-1.5a.5.5 0 0 1 .5-.5h7a.5.5 0 0 1 .5.5V16',
  'M6 22h2',
  'M7 14v8',
]);
export const FileUp = icon('FileUp', [
  'M6 22a2 2 0 0 1-2-2V4a2 2 0 0 1 2-2h8a2.4 2.4 0 0 1 1.704.706l3.588 3.588A2.4 2.4 0 0 1 20 8v12a2 2 0 0 1-2 2z',
  'M14 2v5a1 1 0 0 0 1 1h5',
  'M12 12v6',
  'm15 15-3-3-3 3',
]);
export const FolderOpen = icon('FolderOpen', [
  'm6 14 1.5-2.9A2 2 0 0 1 9.24 10H20a2 2 0 0 1 1.94 2.5l-1.54 6a2 2 0 0 1-1.95 1.5H4a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2h3.9a2 2 0 0 1 1.69.9l.81 1.2a2 2 0 0 0 1.67.9H18a2 2 0 0 1 2 2v2',
]);
export const GalleryHorizontal = icon('GalleryHorizontal', [
  'M2 3v18',
  ['rect', { width: '12', height: '18', x: '6', y: '3', rx: '2' }],
  'M22 3v18',
]);
export const GitCompareArrows = icon('GitCompareArrows', [
  ['circle', { cx: '5', cy: '6', r: '3' }],
  'M12 6h5a2 2 0 0 1 2 2v7',
  'm15 9-3-3 3-3',
  ['circle', { cx: '19', cy: '18', r: '3' }],
  'M12 18H7a2 2 0 0 1-2-2V9',
  'm9 15 3 3-3 3',
]);
export const Globe = icon('Globe', [
  ['circle', { cx: '12', cy: '12', r: '10' }],
  'M12 2a14.5 14.5 0 0 0 0 20 14.5 14.5 0 0 0 0-20',
  'M2 12h20',
]);
export const History = icon('History', [
  'M3 12a9 9 0 1 0 9-9 9.75 9.75 0 0 0-6.74 2.74L3 8',
  'M3 3v5h5',
  'M12 7v5l4 2',
]);
export const ImagePlus = icon('ImagePlus', [
  'M16 5h6',
  'M19 2v6',
  'M21 11.5V19a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2h7.5',
  'm21 15-3.086-3.086a2 2 0 0 0-2.828 0L6 21',
  ['circle', { cx: '9', cy: '9', r: '2' }],
]);
export const Inbox = icon('Inbox', [
  ['polyline', { points: '22 12 16 12 14 15 10 15 8 12 2 12' }],
  'M5.45 5.11 2 12v6a2 2 0 0 0 2 2h16a2 2 0 0 0 2-2v-6l-3.45-6.89A2 2 0 0 0 16.76 4H7.24a2 2 0 0 0-1.79 1.11z',
]);
export const InfinityIcon = icon('InfinityIcon', [
  'M6 16c5 0 7-8 12-8a4 4 0 0 1 0 8c-5 0-7-8-12-8a4 4 0 1 0 0 8',
]);
export const Info = icon('Info', [
  ['circle', { cx: '12', cy: '12', r: '10' }],
  'M12 16v-4',
  'M12 8h.01',
]);
export const Italic = icon('Italic', [
  ['line', { x1: '19', x2: '10', y1: '4', y2: '4' }],
  ['line', { x1: '14', x2: '5', y1: '20', y2: '20' }],
  ['line', { x1: '15', x2: '9', y1: '4', y2: '20' }],
]);
export const KeyRound = icon('KeyRound', [
  'M2.586 17.414A2 2 0 0 0 2 18.828V21a1 1 0 0 0 1 1h3a1 1 0 0 0 1-1v-1a1 1 0 0 1 1-1h1a1 1 0 0 0 1-1v-1a1 1 0 0 1 1-1h.172a2 2 0 0 0 1.414-.586l.814-.814a6.5 6.5 0 1 0-4-4z',
  ['circle', { cx: '16.5', cy: '7.5', r: '.5', fill: 'currentColor' }],
]);
export const Languages = icon('Languages', [
  'm5 8 6 6',
  'm4 14 6-6 2-3',
  'M2 5h12',
  'M7 2h1',
  'm22 22-5-10-5 10',
  'M14 18h6',
]);
export const Library = icon('Library', ['m16 6 4 14', 'M12 6v14', 'M8 8v12', 'M4 4v16']);
export const LineChart = icon('LineChart', ['M3 3v16a2 2 0 0 0 2 2h16', 'm19 9-5 5-4-4-3 3']);
export const Link = icon('Link', [
  'M10 13a5 5 0 0 0 7.54.54l3-3a5 5 0 0 0-7.07-7.07l-1.72 1.71',
  'M14 11a5 5 0 0 0-7.54-.54l-3 3a5 5 0 0 0 7.07 7.07l1.71-1.71',
]);
export const Link2 = icon('Link2', [
  'M9 17H7A5 5 0 0 1 7 7h2',
  'M15 7h2a5 5 0 1 1 0 10h-2',
  ['line', { x1: '8', x2: '16', y1: '12', y2: '12' }],
]);
export const Link2Off = icon('Link2Off', [
  'M9 17H7A5 5 0 0 1 7 7',
  'M15 7h2a5 5 0 0 1 4 8',
  ['line', { x1: '8', x2: '12', y1: '12', y2: '12' }],
  ['line', { x1: '2', x2: '22', y1: '2', y2: '22' }],
]);
export const List = icon('List', [
  'M3 5h.01',
  'M3 12h.01',
  'M3 19h.01',
  'M8 5h13',
  'M8 12h13',
  'M8 19h13',
]);
export const ListChecks = icon('ListChecks', [
  'M13 5h8',
  'M13 12h8',
  'M13 19h8',
  'm3 17 2 2 4-4',
  'm3 7 2 2 4-4',
]);
export const ListOrdered = icon('ListOrdered', [
  'M11 5h10',
  'M11 12h10',
  'M11 19h10',
  'M4 4h1v5',
  'M4 9h2',
  'M6.5 20H3.4c0-1 2.6-1.925 2.6-3.5a1.5 1.5 0 0 0-2.6-1.02',
]);
export const ListTree = icon('ListTree', [
  'M8 5h13',
  'M13 12h8',
  'M13 19h8',
  'M3 10a2 2 0 0 0 2 2h3',
  'M3 5v12a2 2 0 0 0 2 2h3',
]);
export const LoaderCircle = icon('LoaderCircle', ['M21 12a9 9 0 1 1-6.219-8.56']);
export const Maximize2 = icon('Maximize2', ['M15 3h6v6', 'm21 3-7 7', 'm3 21 7-7', 'M9 21H3v-6']);
export const MessageCircleQuestion = icon('MessageCircleQuestion', [
  'M2.992 16.342a2 2 0 0 1 .094 1.167l-1.065 3.29a1 1 0 0 0 1.236 1.168l3.413-.998a2 2 0 0 1 1.099.092 10 10 0 1 0-4.777-4.719',
  'M9 9.5a3 2.5 0 016 0c0 2-2 2-3 3.5',
  'M12 17h.01',
]);
export const MessageSquare = icon('MessageSquare', [
  'M22 17a2 2 0 0 1-2 2H6.828a2 2 0 0 0-1.414.586l-2.202 2.202A.71.71 0 0 1 2 21.286V5a2 2 0 0 1 2-2h16a2 2 0 0 1 2 2z',
]);
export const MessageSquareWarning = icon('MessageSquareWarning', [
  'M22 17a2 2 0 0 1-2 2H6.828a2 2 0 0 0-1.414.586l-2.202 2.202A.71.71 0 0 1 2 21.286V5a2 2 0 0 1 2-2h16a2 2 0 0 1 2 2z',
  'M12 15h.01',
  'M12 7v4',
]);
export const Minimize2 = icon('Minimize2', ['m14 10 7-7', 'M20 10h-6V4', 'm3 21 7-7', 'M4 14h6v6']);
export const Minus = icon('Minus', ['M5 12h14']);
export const MonitorPlay = icon('MonitorPlay', [
  'M15.033 9.44a.647.647 0 0 1 0 1.12l-4.065 2.352a.645.645 0 0 1-.968-.56V7.648a.645.645 0 0 1 .967-.56z',
  'M12 17v4',
  'M8 21h8',
  ['rect', { x: '2', y: '3', width: '20', height: '14', rx: '2' }],
]);
export const NotebookText = icon('NotebookText', [
  'M2 6h4',
  'M2 10h4',
  'M2 14h4',
  'M2 18h4',
  ['rect', { width: '16', height: '20', x: '4', y: '2', rx: '2' }],
  'M9.5 8h5',
  'M9.5 12H16',
  'M9.5 16H14',
]);
export const Palette = icon('Palette', [
  'M12 22a1 1 0 0 1 0-20 10 9 0 0 1 10 9 5 5 0 0 1-5 5h-2.25a1.75 1.75 0 0 0-1.4 2.8l.3.4a1.75 1.75 0 0 1-1.4 2.8z',
  ['circle', { cx: '13.5', cy: '6.5', r: '.5', fill: 'currentColor' }],
  ['circle', { cx: '17.5', cy: '10.5', r: '.5', fill: 'currentColor' }],
  ['circle', { cx: '6.5', cy: '12.5', r: '.5', fill: 'currentColor' }],
  ['circle', { cx: '8.5', cy: '7.5', r: '.5', fill: 'currentColor' }],
]);
export const Pencil = icon('Pencil', [
  'M21.174 6.812a1 1 0 0 0-3.986-3.987L3.842 16.174a2 2 0 0 0-.5.83l-1.321 4.352a.5.5 0 0 0 .623.622l4.353-1.32a2 2 0 0 0 .83-.497z',
  'm15 5 4 4',
]);
export const PencilLine = icon('PencilLine', [
  'M13 21h8',
  'm15 5 4 4',
  'M21.174 6.812a1 1 0 0 0-3.986-3.987L3.842 16.174a2 2 0 0 0-.5.83l-1.321 4.352a.5.5 0 0 0 .623.622l4.353-1.32a2 2 0 0 0 .83-.497z',
]);
export const Play = icon('Play', [
  'M5 5a2 2 0 0 1 3.008-1.728l11.997 6.998a2 2 0 0 1 .003 3.458l-12 7A2 2 0 0 1 5 19z',
]);
export const PlugZap = icon('PlugZap', [
  'M6.3 20.3a2.4 2.4 0 0 0 3.4 0L12 18l-6-6-2.3 2.3a2.4 2.4 0 0 0 0 3.4Z',
  'm2 22 3-3',
  'M7.5 13.5 10 11',
  'M10.5 16.5 13 14',
  'm18 3-4 4h6l-4 4',
]);
export const Plus = icon('Plus', ['M5 12h14', 'M12 5v14']);
export const Presentation = icon('Presentation', [
  'M2 3h20',
  'M21 3v11a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V3',
  'm7 21 5-5 5 5',
]);
export const Quote = icon('Quote', [
  'M16 3a2 2 0 0 0-2 2v6a2 2 0 0 0 2 2 1 1 0 0 1 1 1v1a2 2 0 0 1-2 2 1 1 0 0 0-1 1v2a1 1 0 0 0 1 1 6 6 0 0 0 6-6V5a2 2 0 0 0-2-2z',
  'M5 3a2 2 0 0 0-2 2v6a2 2 0 0 0 2 2 1 1 0 0 1 1 1v1a2 2 0 0 1-2 2 1 1 0 0 0-1 1v2a1 1 0 0 0 1 1 6 6 0 0 0 6-6V5a2 2 0 0 0-2-2z',
]);
export const Redo2 = icon('Redo2', [
  'm15 14 5-5-5-5',
  'M20 9H9.5A5.5 5.5 0 0 0 4 14.5A5.5 5.5 0 0 0 9.5 20H13',
]);
export const RefreshCw = icon('RefreshCw', [
  'M3 12a9 9 0 0 1 9-9 9.75 9.75 0 0 1 6.74 2.74L21 8',
  'M21 3v5h-5',
  'M21 12a9 9 0 0 1-9 9 9.75 9.75 0 0 1-6.74-2.74L3 16',
  'M8 16H3v5',
]);
export const RotateCcw = icon('RotateCcw', [
  'M3 12a9 9 0 1 0 9-9 9.75 9.75 0 0 0-6.74 2.74L3 8',
  'M3 3v5h5',
]);
export const Save = icon('Save', [
  'M15.2 3a2 2 0 0 1 1.4.6l3.8 3.8a2 2 0 0 1 .6 1.4V19a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2z',
  'M17 21v-7a1 1 0 0 0-1-1H8a1 1 0 0 0-1 1v7',
  'M7 3v4a1 1 0 0 0 1 1h7',
]);
export const Search = icon('Search', [
  'm21 21-4.34-4.34',
  ['circle', { cx: '11', cy: '11', r: '8' }],
]);
export const Send = icon('Send', [
  'M14.536 21.686a.5.5 0 0 0 .937-.024l6.5-19a.496.496 0 0 0-.635-.635l-19 6.5a.5.5 0 0 0-.024.937l7.93 3.18a2 2 0 0 1 1.112 1.11z',
  'm21.854 2.147-10.94 10.939',
]);
export const Settings = icon('Settings', [
  'M9.671 4.136a2.34 2.34 0 0 1 4.659 0 2.34 2.34 0 0 0 3.319 1.915 2.34 2.34 0 0 1 2.33 4.033 2.34 2.34 0 0 0 0 3.831 2.34 2.34 0 0 1-2.33 4.033 2.34 2.34 0 0 0-3.319 1.915 2.34 2.34 0 0 1-4.659 0 2.34 2.34 0 0 0-3.32-1.915 2.34 2.34 0 0 1-2.33-4.033 2.34 2.34 0 0 0 0-3.831A2.34 2.34 0 0 1 6.35 6.051a2.34 2.34 0 0 0 3.319-1.915',
  ['circle', { cx: '12', cy: '12', r: '3' }],
]);
export const Share2 = icon('Share2', [
  ['circle', { cx: '18', cy: '5', r: '3' }],
  ['circle', { cx: '6', cy: '12', r: '3' }],
  ['circle', { cx: '18', cy: '19', r: '3' }],
  ['line', { x1: '8.59', x2: '15.42', y1: '13.51', y2: '17.49' }],
  ['line', { x1: '15.41', x2: '8.59', y1: '6.51', y2: '10.49' }],
]);
export const Sheet = icon('Sheet', [
  ['rect', { width: '18', height: '18', x: '3', y: '3', rx: '2', ry: '2' }],
  ['line', { x1: '3', x2: '21', y1: '9', y2: '9' }],
  ['line', { x1: '3', x2: '21', y1: '15', y2: '15' }],
  ['line', { x1: '9', x2: '9', y1: '9', y2: '21' }],
  ['line', { x1: '15', x2: '15', y1: '9', y2: '21' }],
]);
export const Sparkles = icon('Sparkles', [
  'M11.017 2.814a1 1 0 0 1 1.966 0l1.051 5.558a2 2 0 0 0 1.594 1.594l5.558 1.051a1 1 0 0 1 0 1.966l-5.558 1.051a2 2 0 0 0-1.594 1.594l-1.051 5.558a1 1 0 0 1-1.966 0l-1.051-5.558a2 2 0 0 0-1.594-1.594l-5.558-1.051a1 1 0 0 1 0-1.966l5.558-1.051a2 2 0 0 0 1.594-1.594z',
  'M20 2v4',
  'M22 4h-4',
  ['circle', { cx: '4', cy: '20', r: '2' }],
]);
export const Square = icon('Square', [
  ['rect', { width: '18', height: '18', x: '3', y: '3', rx: '2' }],
]);
export const Strikethrough = icon('Strikethrough', [
  'M16 4H9a3 3 0 0 0-2.83 4',
  'M14 12a4 4 0 0 1 0 8H6',
  ['line', { x1: '4', x2: '20', y1: '12', y2: '12' }],
]);
export const Table = icon('Table', [
  'M12 3v18',
  ['rect', { width: '18', height: '18', x: '3', y: '3', rx: '2' }],
  'M3 9h18',
  'M3 15h18',
]);
export const Trash2 = icon('Trash2', [
  'M10 11v6',
  'M14 11v6',
  'M19 6v14a2 2 0 0 1-2 2H7a2 2 0 0 1-2-2V6',
  'M3 6h18',
  'M8 6V4a2 2 0 0 1 2-2h4a2 2 0 0 1 2 2v2',
]);
export const TriangleAlert = icon('TriangleAlert', [
  'm21.73 18-8-14a2 2 0 0 0-3.48 0l-8 14A2 2 0 0 0 4 21h16a2 2 0 0 0 1.73-3',
  'M12 9v4',
  'M12 17h.01',
]);
export const Undo2 = icon('Undo2', [
  'M9 14 4 9l5-5',
  'M4 9h10.5a5.5 5.5 0 0 1 5.5 5.5a5.5 5.5 0 0 1-5.5 5.5H11',
]);
export const Upload = icon('Upload', [
  'M12 3v12',
  'm17 8-5-5-5 5',
  'M21 15v4a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2v-4',
]);
export const Wand2 = icon('Wand2', [
  'm21.64 3.64-1.28-1.28a1.21 1.21 0 0 0-1.72 0L2.36 18.64a1.21 1.21 0 0 0 0 1.72l1.28 1.28a1.2 1.2 0 0 0 1.72 0L21.64 5.36a1.2 1.2 0 0 0 0-1.72',
  'm14 7 3 3',
  'M5 6v4',
  'M19 14v4',
  'M10 2v2',
  'M7 8H3',
  'M21 16h-4',
  'M11 3H9',
]);
export const X = icon('X', ['M18 6 6 18', 'm6 6 12 12']);
