import type { CSSProperties } from 'react';
import { tableColumnShares } from '../../../../domain/deck/compose-deck.ts';
import { DECK_GEOMETRY } from '../../../../domain/deck/deck-geometry.ts';
import type { DeckBlock, DeckRun } from '../../../../domain/deck/deck-types.ts';
import { points } from '../lib/slide-canvas.ts';
import type { SlideTheme } from '../lib/slide-theme.ts';

const BODY = points(DECK_GEOMETRY.bodyFontSize);
const GAP = DECK_GEOMETRY.blockGap * BODY * 1.2;

function Runs({ runs }: { runs: readonly DeckRun[] }) {
  return runs.map((run, index) => {
    const style: CSSProperties = {
      ...(run.bold ? { fontWeight: 700 } : {}),
      ...(run.italic ? { fontStyle: 'italic' } : {}),
    };
    return run.link ? (
      <a
        // biome-ignore lint/suspicious/noArrayIndexKey: runs never move
        key={index}
        href={run.link}
        target="_blank"
        rel="noopener noreferrer nofollow"
        style={style}
        className="underline underline-offset-4"
      >
        {run.text}
      </a>
    ) : (
      // biome-ignore lint/suspicious/noArrayIndexKey: runs never move
      <span key={index} style={style}>
        {run.text}
      </span>
    );
  });
}

/** One key point, heading, quote or table of a slide, at the deck's sizes. */
export function DeckBlockView({ block, theme }: { block: DeckBlock; theme: SlideTheme }) {
  switch (block.kind) {
    case 'heading':
      return (
        <p
          style={{ fontSize: BODY, fontWeight: 700, color: theme.heading, marginBottom: GAP }}
          className="leading-[1.25]"
        >
          <Runs runs={block.runs} />
        </p>
      );
    case 'point': {
      const indent = block.marker === 'none' ? 0 : block.level === 0 ? 30 : 72;
      return (
        <p
          style={{ fontSize: BODY, marginBottom: GAP, paddingLeft: indent }}
          className="relative leading-[1.25]"
        >
          {block.marker === 'none' ? null : (
            <span
              aria-hidden
              className="absolute text-right tabular-nums"
              style={{ left: indent - 30, width: block.marker === 'number' ? 26 : 16 }}
            >
              {block.marker === 'number' ? `${block.number ?? ''}.` : '•'}
            </span>
          )}
          <Runs runs={block.runs} />
        </p>
      );
    }
    case 'quote':
      return (
        <blockquote
          style={{
            fontSize: BODY,
            marginBottom: GAP * 2,
            color: theme.accentText,
            borderColor: theme.accent,
          }}
          className="border-l-4 pl-6 italic leading-[1.25]"
        >
          <Runs runs={block.runs} />
        </blockquote>
      );
    case 'table': {
      const shares = tableColumnShares(block);
      return (
        <table
          style={{ fontSize: points(DECK_GEOMETRY.tableFontSize), marginBottom: GAP }}
          className="w-full table-fixed border-collapse leading-[1.2]"
        >
          <colgroup>
            {shares.map((share, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: columns never move
              <col key={index} style={{ width: `${share * 100}%` }} />
            ))}
          </colgroup>
          <thead>
            <tr style={{ background: theme.primary, color: theme.onPrimary }}>
              {block.header.map((cell, index) => (
                <th
                  // biome-ignore lint/suspicious/noArrayIndexKey: columns never move
                  key={index}
                  scope="col"
                  style={{ textAlign: block.align[index] ?? 'left' }}
                  className="border border-[#D4D9E0] px-1.5 py-1 font-bold"
                >
                  {cell}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {block.rows.map((row, rowIndex) => (
              <tr
                // biome-ignore lint/suspicious/noArrayIndexKey: rows never move
                key={rowIndex}
                style={{ background: rowIndex % 2 === 1 ? theme.zebra : '#FFFFFF' }}
              >
                {row.map((cell, index) => (
                  <td
                    // biome-ignore lint/suspicious/noArrayIndexKey: columns never move
                    key={index}
                    style={{ textAlign: block.align[index] ?? 'left' }}
                    className="border border-[#D4D9E0] px-1.5 py-1 align-middle"
                  >
                    {cell}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      );
    }
  }
}
