import type { GroupBriefs } from './group-briefs.ts';

export const BRAND_IDENTITY_BRIEFS: GroupBriefs<'Brand Identity'> = {
  'Brand Name': {
    objective:
      'A recommendation on the brand name, with alternatives, that is memorable, fits the position and can be owned legally and online.',
    mustCover: [
      'An assessment of the current name, when there is one, on the same criteria as the options',
      'Five to eight name options with the idea behind each',
      'Each option rated for memorability, meaning, ease of spelling and pronunciation, and fit with the position',
      'The checks to run before deciding: trade mark registers, domain and social handles, meanings in other languages',
      'The recommended name and why it wins',
    ],
    targetWords: 500,
  },
  'Tag Line': {
    objective:
      'A tag line that sums up the brand promise in a few words and works beside the logo.',
    mustCover: [
      'Five to eight tag line options of at most eight words each',
      'The promise or feeling each option conveys',
      'The recommended tag line and why it beats the others',
      'Where it is used (logo lock-up, website header, advertising) and where it is left out',
    ],
    targetWords: 350,
  },
  'Unique Selling Proposition': {
    objective:
      'The single claim that competitors cannot or do not make, which gives customers a reason to choose this business.',
    framework: 'Rosser Reeves’ unique selling proposition',
    mustCover: [
      'The USP in one sentence',
      'Why it is unique: what competitors offer instead, named where known',
      'Why it matters to the target customer',
      'The proof behind it: a process, a guarantee, data or credentials',
      'How the USP shows up in the offer, the price and the marketing',
    ],
    targetWords: 450,
  },
  'Logo Description': {
    objective:
      'A design brief for the logo that a designer can act on, tied to the brand’s position and personality.',
    mustCover: [
      'The kind of logo recommended (wordmark, lettermark, symbol or combination) and why',
      'Two or three concept directions with their symbolism',
      'The lettering style and how the brand colours apply',
      'The versions needed: full, stacked, icon only, single colour, and legibility at small sizes',
      'What to avoid, including the clichés of this industry',
    ],
    targetWords: 450,
  },
  Colors: {
    objective:
      'A colour palette with exact values and usage rules that expresses the brand’s personality and stays legible.',
    framework: 'Colour psychology, checked against WCAG contrast',
    mustCover: [
      'Primary, secondary and accent colours with hex codes, plus RGB or CMYK values where print matters',
      'What each colour signals to this audience in this market',
      'Proportions and usage rules: backgrounds, text, buttons, highlights',
      'Contrast of text and buttons against their backgrounds, checked against WCAG AA',
      'How the palette stands apart from the main competitors’ colours',
    ],
    targetWords: 450,
  },
  Imagery: {
    objective:
      'Rules for photography, illustration and graphics so that every visual looks like it comes from the same brand.',
    mustCover: [
      'The photographic style: subjects, composition, lighting, people and settings',
      'The illustration and icon style, if the brand uses them',
      'The mood images should carry, tied to the audience’s aspirations',
      'Examples of images to use and images to avoid',
      'Where images come from (own shoots, stock libraries, customers’ photos) and how rights are cleared',
    ],
    targetWords: 450,
  },
  'Voice and Tone': {
    objective:
      'A definition of how the brand sounds, with examples, so that everyone writing for it sounds the same.',
    framework: 'Voice chart: voice attributes with “this, not that”, and tone by situation',
    mustCover: [
      'Three or four voice attributes, each with “this, not that”',
      'How the tone shifts by situation: sales page, support reply, complaint, social post',
      'Vocabulary: words and phrases to use and to avoid',
      'Before-and-after rewrites of two or three typical sentences',
      'Style rules: first or third person, contractions, jargon, emoji, humour',
    ],
    targetWords: 600,
  },
  'Brand Guidelines': {
    objective:
      'A compact brand book that pulls the identity together so staff, agencies and partners apply it consistently.',
    mustCover: [
      'The brand essence: purpose, promise, values and personality, in brief',
      'Logo use: clear space, minimum size and misuse to avoid',
      'The colour palette and the typefaces with their sizes for headings and body text',
      'A summary of the voice and of the imagery rules',
      'Applications: website, social posts, documents, and packaging or signage where relevant',
      'Who approves uses of the brand and where the master files are kept',
    ],
    targetWords: 800,
  },
};
