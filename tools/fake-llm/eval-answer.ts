/**
 * The evaluation model's answer (`answerStyle: 'eval'`, used by `npm run eval`): a clean section in
 * the language the prompt asks for, or, for a section the harness names in `plants`, the same
 * section with one defect of a named kind planted in it. The quality review must find each planted
 * defect on its section and nothing on the others. Deterministic: chosen by the section's title.
 */
export const PLANTED_DEFECTS = [
  'language',
  'placeholder',
  'repetition',
  'financial',
  'citation',
  'format',
  'length',
  'fact',
] as const;
export type PlantedDefect = (typeof PLANTED_DEFECTS)[number];
/** A section that carries the original of a repeated paragraph (clean: only the copy is wrong). */
export const REPEATED_ORIGINAL = 'repetition-original';

type EvalLanguage = 'English' | 'German' | 'Spanish';

interface Bank {
  opening: (title: string) => string;
  sentences: string[];
  steps: string[];
  revenue: (figure: string) => string;
  plantedRevenue: (currency: string) => string;
  placeholder: string;
  foreign: string;
  /** A sentence naming an offering's price (from the prompt's `Facts` block). */
  price: (name: string, amount: string, unit: string) => string;
}

const BANKS: Record<EvalLanguage, Bank> = {
  English: {
    opening: (title) =>
      `This part of the plan covers ${title}. It starts from the overview and turns it into decisions the team can act on this year.`,
    sentences: [
      'The customers who feel the problem most are also the quickest to buy, so the first effort goes to them.',
      'A simple offer with one clear price converts better than a long menu of options at this stage.',
      'Most enquiries arrive through referrals today, which makes a structured referral request worth the effort.',
      'Competitors compete on price; the business can compete on speed, service and specialist knowledge.',
      'Repeat purchases drive most of the margin, so keeping customers matters as much as finding new ones.',
      'Every recurring task that is written down once can be delegated and improved by the team.',
      'Two channels are enough to start with; adding more before these work spreads the budget too thin.',
      'Short case studies from real customers remove most of the doubt that buyers express before they order.',
    ],
    steps: [
      'Interview ten recent customers and note the words they use for the problem.',
      'Choose one measure of success for the quarter and review it every month.',
      'Run a four-week pilot and compare the result with the baseline before scaling it.',
    ],
    revenue: (figure) => `The financial model plans revenue of ${figure} in the first year.`,
    plantedRevenue: (currency) => `We expect revenue of 9.7 million ${currency} in the third year.`,
    placeholder: 'For questions about this plan, contact [Company Name] at [Insert email address].',
    foreign:
      'Der Markt für diese Leistungen wächst seit Jahren stetig, und die Kunden erwarten heute mehr Beratung als früher. Deshalb sollte das Unternehmen seine Angebote klarer beschreiben und die Preise offen nennen, damit die Kunden schneller entscheiden können.',
    price: (name, amount, unit) => `${name} is sold at ${amount}${unit ? ` ${unit}` : ''}.`,
  },
  German: {
    opening: (title) =>
      `Dieser Teil des Plans behandelt das Thema ${title}. Er geht von der Beschreibung des Unternehmens aus und macht daraus Entscheidungen für dieses Jahr.`,
    sentences: [
      'Die Kunden, die das Problem am stärksten spüren, kaufen auch am schnellsten, deshalb gilt ihnen die erste Arbeit.',
      'Ein einfaches Angebot mit einem klaren Preis überzeugt in dieser Phase mehr als eine lange Liste von Optionen.',
      'Die meisten Anfragen kommen heute über Empfehlungen, daher lohnt sich eine feste Bitte um Empfehlungen.',
      'Die Wettbewerber setzen auf den Preis; das Unternehmen kann mit Tempo, Service und Fachwissen überzeugen.',
      'Wiederholte Käufe bringen den größten Teil der Marge, deshalb ist die Pflege der Kunden so wichtig wie die Suche nach neuen.',
      'Jede wiederkehrende Aufgabe, die einmal beschrieben ist, kann das Team übernehmen und verbessern.',
      'Zwei Kanäle reichen für den Anfang; mehr Kanäle vor dem Erfolg der ersten verteilen das Budget zu dünn.',
      'Kurze Berichte von echten Kunden nehmen den Käufern die meisten Zweifel, die sie vor einer Bestellung haben.',
    ],
    steps: [
      'Zehn Kunden der letzten Wochen befragen und ihre Worte für das Problem notieren.',
      'Eine Kennzahl für das Quartal wählen und sie jeden Monat prüfen.',
      'Einen Versuch von vier Wochen durchführen und das Ergebnis mit dem Ausgangswert vergleichen.',
    ],
    revenue: (figure) => `Das Finanzmodell plant im ersten Jahr einen Umsatz von ${figure}.`,
    plantedRevenue: (currency) =>
      `Wir erwarten im dritten Jahr einen Umsatz von 9,7 Mio. ${currency}.`,
    placeholder:
      'Für Fragen zu diesem Plan wenden Sie sich an [Company Name] unter [Insert email address].',
    foreign:
      'The market for these services has grown steadily for years, and customers now expect more advice than they used to. The company should therefore describe its offers more clearly and state its prices openly, so that customers can decide faster.',
    price: (name, amount, unit) => `${name} kostet ${amount}${unit ? ` ${unit}` : ''}.`,
  },
  Spanish: {
    opening: (title) =>
      `Esta parte del plan trata sobre ${title}. Parte de la descripción del negocio y la convierte en decisiones para este año.`,
    sentences: [
      'Los clientes que más sufren el problema son también los que compran antes, por eso el primer esfuerzo es para ellos.',
      'Una oferta sencilla con un precio claro convence más que una lista larga de opciones en esta etapa.',
      'La mayoría de las consultas llegan hoy por recomendación, por lo que vale la pena pedir referencias de forma ordenada.',
      'Los competidores compiten por el precio; la empresa puede competir con rapidez, servicio y conocimiento.',
      'Las compras repetidas generan la mayor parte del margen, así que cuidar a los clientes importa tanto como encontrar nuevos.',
      'Cada tarea que se repite y que se describe una vez puede delegarse y mejorarse por el equipo.',
      'Dos canales bastan para empezar; añadir más antes de que funcionen reparte el presupuesto demasiado.',
      'Los casos breves de clientes reales eliminan la mayor parte de las dudas que tienen los compradores.',
    ],
    steps: [
      'Entrevistar a diez clientes recientes y anotar las palabras que usan para el problema.',
      'Elegir una medida de éxito para el trimestre y revisarla cada mes.',
      'Hacer una prueba de cuatro semanas y comparar el resultado con la situación de partida.',
    ],
    revenue: (figure) => `El modelo financiero prevé unos ingresos de ${figure} en el primer año.`,
    plantedRevenue: (currency) =>
      `Esperamos unos ingresos de 9,7 millones ${currency} en el tercer año.`,
    placeholder:
      'Para preguntas sobre este plan, contacte con [Company Name] en [Insert email address].',
    foreign:
      'The market for these services has grown steadily for years, and customers now expect more advice than they used to. The company should therefore describe its offers more clearly and state its prices openly, so that customers can decide faster.',
    price: (name, amount, unit) => `${name} cuesta ${amount}${unit ? ` ${unit}` : ''}.`,
  },
};

/** One paragraph of 50+ words, the same in every language's strategy: its copy is the defect. */
const REPEATED: Record<EvalLanguage, string> = {
  English:
    'Our approach rests on three commitments that run through every part of this plan: we serve a small group of customers exceptionally well, we write down every process so that the team can improve it, and we tell every customer openly what we charge, why we charge it and what they receive in return.',
  German:
    'Unser Ansatz beruht auf drei Zusagen, die sich durch jeden Teil dieses Plans ziehen: Wir bedienen eine kleine Gruppe von Kunden außergewöhnlich gut, wir schreiben jeden Ablauf auf, damit das Team ihn verbessern kann, und wir sagen jedem Kunden offen, was wir verlangen, warum wir es verlangen und was er dafür erhält.',
  Spanish:
    'Nuestro enfoque se basa en tres compromisos que recorren cada parte de este plan: atendemos a un pequeño grupo de clientes de forma excepcional, escribimos cada proceso para que el equipo pueda mejorarlo y decimos a cada cliente con claridad lo que cobramos, por qué lo cobramos y lo que recibe a cambio.',
};

function hashOf(text: string): number {
  let hash = 2166136261;
  for (const character of text) hash = Math.imul(hash ^ (character.codePointAt(0) ?? 0), 16777619);
  return hash >>> 0;
}

/** The first priced offering of the prompt's `Facts` block: `- Name: 14.5 EUR per bag`. */
function firstOffering(prompt: string) {
  const match = /^- ([^:\n]+): ([\d,.]+) ([A-Z]{3})(?: ([^\n]*))?$/m.exec(
    prompt.slice(prompt.indexOf('Offerings:')),
  );
  if (!prompt.includes('Offerings:') || !match) return undefined;
  const value = Number(match[2]!.replaceAll(',', ''));
  return {
    name: match[1]!,
    value,
    currency: match[3]!,
    amount: `${match[2]} ${match[3]}`,
    unit: match[4] ?? '',
  };
}

function languageOf(prompt: string): EvalLanguage {
  const asked = /Write the whole (?:section|summary) in (\w+)\./.exec(prompt)?.[1];
  return asked === 'German' || asked === 'Spanish' ? asked : 'English';
}

const wordCount = (text: string) => text.match(/[\p{L}\p{N}]+/gu)?.length ?? 0;

/** The clean section: short paragraphs and a list, long enough for the target the prompt names. */
function cleanSection(title: string, prompt: string, bank: Bank): string[] {
  const seed = hashOf(title);
  // The brief's own line: a must-cover point may name another length ("80 to 120 words").
  const target = Number(/^Target length: about (\d+) words\.$/m.exec(prompt)?.[1] ?? 150);
  const blocks = [`## ${title}`, bank.opening(title)];
  const revenue = /Revenue: year 1 ([^;\n]+)/.exec(prompt)?.[1];
  if (revenue) blocks.push(bank.revenue(revenue.trim()));
  // The fact sheet's first offering at its price: clean text states facts as the sheet has them.
  const offering = firstOffering(prompt);
  if (offering) blocks.push(bank.price(offering.name, offering.amount, offering.unit));
  for (let index = 0; wordCount(blocks.join(' ')) < target * 0.6; index++) {
    blocks.push(bank.sentences[(seed + index * 3) % bank.sentences.length]!);
    if (index % 3 === 2) blocks.push(bank.steps.map((step, n) => `${n + 1}. ${step}`).join('\n'));
  }
  return blocks;
}

export function buildEvalAnswer(
  title: string,
  prompt: string,
  plants: Readonly<Record<string, string>>,
): string {
  const language = languageOf(prompt);
  const bank = BANKS[language];
  const blocks = cleanSection(title, prompt, bank);
  const currency = /Financial model \((\w{3})\)/.exec(prompt)?.[1] ?? 'EUR';
  switch (plants[title]) {
    case 'language':
      blocks.splice(2, 0, bank.foreign);
      break;
    case 'placeholder':
      blocks.push(bank.placeholder);
      break;
    case REPEATED_ORIGINAL:
    case 'repetition':
      blocks.splice(2, 0, REPEATED[language]);
      break;
    case 'financial':
      blocks.push(bank.plantedRevenue(currency));
      break;
    case 'citation':
      blocks.push(`${bank.sentences[0]} [7]`);
      break;
    case 'format':
      blocks.push('| Option | Cost |\n| Pilot | low |\n| Rollout | high |');
      break;
    case 'length':
      return `## ${title}\n\n${bank.opening(title)}`;
    case 'fact': {
      // The offering at a price 40% above the fact sheet's.
      const offering = firstOffering(prompt);
      if (offering) {
        const wrong = Math.round(offering.value * 140) / 100;
        blocks.push(bank.price(offering.name, `${wrong} ${offering.currency}`, offering.unit));
      }
      break;
    }
  }
  return blocks.join('\n\n');
}
