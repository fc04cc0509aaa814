import type { Language } from '../../domain/strategy-limits.ts';

/** A sentence in each script the PDF draws with a font of its own, and that font's name. */
export const SCRIPT_SAMPLES: { language: Language; sentence: string; font: string }[] = [
  { language: 'Japanese', sentence: '私たちは職人のための道具を作ります。', font: 'NotoSansJP' },
  { language: 'Chinese', sentence: '我们为手工艺人制造工具。', font: 'NotoSansSC' },
  { language: 'Korean', sentence: '우리는 장인을 위한 도구를 만듭니다.', font: 'NotoSansKR' },
  { language: 'Hindi', sentence: 'हम कारीगरों के लिए उपकरण बनाते हैं।', font: 'NotoSansDevanagari' },
  { language: 'Russian', sentence: 'Мы делаем инструменты для мастеров.', font: 'SourceSans3' },
  { language: 'Greek', sentence: 'Φτιάχνουμε εργαλεία για τεχνίτες.', font: 'SourceSans3' },
  // pdftotext moves a full stop at the end of an Arabic line to its start: the sentence has none.
  { language: 'Arabic', sentence: 'نحن نصنع أدوات للحرفيين', font: 'DejaVuSans' },
];
