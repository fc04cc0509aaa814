import {
  TITLES_FIRST_LINE,
  TITLES_LANGUAGE_PREFIX,
  TITLES_LIST_LINE,
} from '../../src/domain/section-titles-prompt.ts';

/** Enough Japanese for the Standard catalogue's common words; others stay as written. */
const JAPANESE: Record<string, string> = {
  customer: '顧客',
  profile: 'プロフィール',
  business: 'ビジネス',
  plan: '計画',
  market: '市場',
  research: '調査',
  brand: 'ブランド',
  identity: 'アイデンティティ',
  marketing: 'マーケティング',
  framework: 'フレームワーク',
  strategy: '戦略',
  target: 'ターゲット',
  audience: 'オーディエンス',
  analysis: '分析',
  summary: '概要',
  value: '価値',
  proposition: '提案',
  mission: 'ミッション',
  statement: 'ステートメント',
  vision: 'ビジョン',
  description: '説明',
  goals: '目標',
  competitive: '競合',
  size: '規模',
  trend: '動向',
  journey: 'ジャーニー',
  position: 'ポジション',
  name: '名',
  pricing: '価格',
  offer: 'オファー',
  content: 'コンテンツ',
  growth: '成長',
  sales: '販売',
  model: 'モデル',
  needs: 'ニーズ',
  of: 'の',
  and: 'と',
  financial: '財務',
  executive: 'エグゼクティブ',
  operations: '運営',
  team: 'チーム',
  risk: 'リスク',
};

/** How the fake model "translates" a title: Japanese word by word, other languages tagged. */
function translate(title: string, language: string): string {
  if (language !== 'Japanese') return `${title} [${language}]`;
  const words = title.split(/\s+/).map((word) => JAPANESE[word.toLowerCase()] ?? word);
  // Japanese runs its words together; English words kept keep their spaces.
  const japanese = /[\u3040-\u30ff\u4e00-\u9fff]/;
  return words.reduce(
    (text, word, index) =>
      index > 0 && !japanese.test(text.slice(-1)) && !japanese.test(word[0] ?? '')
        ? `${text} ${word}`
        : `${text}${word}`,
    '',
  );
}

/**
 * The answer to the app's title translation request (decision 0053): every key of the JSON after
 * `Titles:` with its title "translated", as one JSON object. Deterministic; a rule with `content`
 * answers anything else (not JSON, say) instead.
 */
export function sectionTitlesAnswer(userMessage: string): string | undefined {
  const lines = userMessage.trimStart().split('\n');
  if (lines[0]?.trim() !== TITLES_FIRST_LINE) return undefined;
  const language =
    lines
      .find((line) => line.startsWith(TITLES_LANGUAGE_PREFIX))
      ?.slice(TITLES_LANGUAGE_PREFIX.length)
      .trim() ?? 'English';
  const list = lines.indexOf(TITLES_LIST_LINE);
  let titles: Record<string, string> = {};
  try {
    titles = JSON.parse(lines.slice(list + 1).join('\n')) as Record<string, string>;
  } catch {
    return '{}';
  }
  return JSON.stringify(
    Object.fromEntries(
      Object.entries(titles).map(([key, title]) => [key, translate(String(title), language)]),
    ),
  );
}
