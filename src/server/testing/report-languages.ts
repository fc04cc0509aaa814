import { parseAssumptions } from '../../domain/financial/assumptions.ts';
import type { ExportDocument } from '../exports/export-document.ts';
import { COFFEE_ROASTER } from './financial-fixtures.ts';

/**
 * Test support: a report as a client in Arabic or Japanese receives it (a summary, two parts of
 * sections with lists and a table, the overview and the financial model), its text mixing Latin
 * names, signed amounts and punctuation as a model writes them.
 */

export const ARABIC_PARAGRAPH =
  'تبيع شركة Maker Works أدوات الحرفيين منذ عام 2024 في دبي، وتعتمد على منصة Shopify للبيع عبر الإنترنت. انخفض هامش الربح بنسبة -12% في الربع الأخير، وبلغ صافي الدخل -5,000 يورو، لكن الشركة تتوقع نمواً بنسبة 15% سنوياً. يتعاون فريق المبيعات مع Amazon وEtsy (وهما قناتان رئيسيتان) لتوسيع الحضور في أسواق الخليج وأوروبا، مع التركيز على العملاء الذين يقدّرون الجودة والحرفية.';

export const JAPANESE_PARAGRAPH =
  'Maker Worksは2024年からドバイで職人向けの道具を販売しています。Shopifyを使ったオンライン販売が中心で、前四半期の利益率は-12%でしたが、年率15%の成長を見込んでいます。営業チームはAmazonやEtsyと連携し、湾岸地域とヨーロッパでの存在感を高めます。';

/** Section titles as a translated outline gives them: some long, to wrap in the contents. */
export const JAPANESE_TITLES = {
  groups: ['市場分析と競合戦略', '事業運営計画'],
  sections: [
    ['ミッションステートメント', '主要な競合企業の詳細な分析と差別化戦略', '価格設定戦略'],
    ['ソーシャルメディアを活用したデジタルマーケティング計画', '重要業績評価指標（KPI）'],
  ],
};

const ARABIC_TITLES = {
  groups: ['تحليل السوق والمنافسة', 'الخطة التشغيلية'],
  sections: [
    ['بيان المهمة', 'تحليل المنافسين الرئيسيين في السوق', 'استراتيجية التسعير'],
    ['خطة التسويق الرقمي عبر وسائل التواصل الاجتماعي', 'المؤشرات الرئيسية للأداء'],
  ],
};

export function reportIn(language: 'Arabic' | 'Japanese'): ExportDocument {
  const arabic = language === 'Arabic';
  const paragraph = arabic ? ARABIC_PARAGRAPH : JAPANESE_PARAGRAPH;
  const titles = arabic ? ARABIC_TITLES : JAPANESE_TITLES;
  const parsed = parseAssumptions(COFFEE_ROASTER);
  if (!parsed.success) throw new Error('COFFEE_ROASTER is a valid model');
  const sections: ExportDocument['sections'] = {
    'executive-summary': { content: paragraph },
  };
  const groups = titles.groups.map((title, group) => ({
    title,
    sections: (titles.sections[group] ?? []).map((sectionTitle, index) => {
      const key = `section-${group}-${index}`;
      sections[key] = {
        content: [
          `### ${arabic ? 'نظرة عامة' : '概要'}`,
          paragraph,
          `- ${arabic ? 'العملاء: Maker Works، وShopify.' : '顧客：Maker Works、Shopify。'}`,
          `- ${arabic ? 'الخسارة المتوقعة -€3,200 في السنة الأولى.' : '初年度の損失は-€3,200の見込み。'}`,
          paragraph,
          arabic
            ? '| البند | 2025 | 2026 |\n|---|---:|---:|\n| الإيرادات | €1,200 | -€300 |'
            : '| 項目 | 2025 | 2026 |\n|---|---:|---:|\n| 売上高 | €1,200 | -€300 |',
        ].join('\n\n'),
      };
      return { key, title: sectionTitle };
    }),
  }));
  return {
    overview: paragraph,
    language,
    metadata: {
      companyName: 'Maker Works',
      clientName: 'Contoso Holdings',
      preparedBy: 'A. Consultant',
      preparedDate: '2026-11-23',
    },
    brand: { firmName: 'Harbour & Finch Advisory' },
    sections,
    outline: { groups },
    financials: parsed.assumptions,
  };
}
