import type { Language } from '../strategy-limits.ts';

/**
 * Frequent function words of the languages written in Latin letters: a paragraph's language is the
 * one whose words it uses most. Words shared by two languages of a pair (`de`, `en`, `a`) count for
 * both, so a margin decides. Enough for paragraphs of a dozen words or more, not for a phrase.
 */
export const FUNCTION_WORDS: Partial<Record<Language, readonly string[]>> = {
  English:
    'the and of to in is are for that with this on as be by it will our we their from or an at which can has have its into more than also should these they who not'.split(
      ' ',
    ),
  German:
    'der die das und ist sind für mit von den dem des ein eine einen einer zu im auf nicht sich auch wir unsere werden wird als bei oder nach durch über aus kann können sowie zur zum'.split(
      ' ',
    ),
  French:
    'le la les et des est sont pour avec dans une un du de par sur qui que nous notre nos ce cette ces aux au plus ou pas être sera leur leurs ainsi mais comme'.split(
      ' ',
    ),
  Spanish:
    'el la los las y es son para con en una un del de por que nuestro nuestra nuestros se su sus al más como este esta estos será pero también sobre entre ya'.split(
      ' ',
    ),
  Italian:
    'il lo la gli le e è sono per con di del della dei delle un una che nel nella sul alla al più come questo questa nostro nostra anche essere sarà loro tra ma'.split(
      ' ',
    ),
  Portuguese:
    'o a os as e é são para com em um uma do da dos das de por que nosso nossa no na mais como este esta será também seu sua ao pelo pela entre mas'.split(
      ' ',
    ),
  Dutch:
    'de het een en is zijn voor met van in op dat die dit deze wij onze ons niet ook als bij door naar te om aan worden wordt kan meer over uit of'.split(
      ' ',
    ),
  Polish:
    'i w na z do jest są się że to dla nie od po przez oraz jak który która które nasz nasza nasze będzie może jego ich ten ta te o a co przy'.split(
      ' ',
    ),
  Swedish:
    'och i att det som är en ett för med på av till den de vi vår våra inte om har kan ska eller från också under efter mer än genom sina sin'.split(
      ' ',
    ),
  Turkish:
    've bir bu için ile da de olarak olan daha gibi çok en her ama veya kadar sonra ise şirket bizim olan mı değil ayrıca tüm yeni ilk'.split(
      ' ',
    ),
};

/** Languages told apart by their script alone (Cyrillic and Han need a closer look). */
export type ScriptName =
  | 'latin'
  | 'cyrillic'
  | 'greek'
  | 'arabic'
  | 'devanagari'
  | 'hangul'
  | 'kana'
  | 'han'
  | 'other';

export function scriptOf(codePoint: number): ScriptName | undefined {
  if ((codePoint >= 0x41 && codePoint <= 0x5a) || (codePoint >= 0x61 && codePoint <= 0x7a))
    return 'latin';
  if (codePoint >= 0xc0 && codePoint <= 0x24f && codePoint !== 0xd7 && codePoint !== 0xf7)
    return 'latin';
  if (codePoint >= 0x0370 && codePoint <= 0x03ff) return 'greek';
  if (codePoint >= 0x0400 && codePoint <= 0x04ff) return 'cyrillic';
  if ((codePoint >= 0x0600 && codePoint <= 0x06ff) || (codePoint >= 0x0750 && codePoint <= 0x077f))
    return 'arabic';
  if (codePoint >= 0x0900 && codePoint <= 0x097f) return 'devanagari';
  if ((codePoint >= 0xac00 && codePoint <= 0xd7af) || (codePoint >= 0x1100 && codePoint <= 0x11ff))
    return 'hangul';
  if ((codePoint >= 0x3040 && codePoint <= 0x30ff) || (codePoint >= 0x31f0 && codePoint <= 0x31ff))
    return 'kana';
  if ((codePoint >= 0x4e00 && codePoint <= 0x9fff) || (codePoint >= 0x3400 && codePoint <= 0x4dbf))
    return 'han';
  if (/\p{L}/u.test(String.fromCodePoint(codePoint))) return 'other';
  return undefined;
}

/** The script each language is written in. */
export const LANGUAGE_SCRIPT: Record<Language, ScriptName> = {
  English: 'latin',
  Spanish: 'latin',
  French: 'latin',
  German: 'latin',
  Italian: 'latin',
  Portuguese: 'latin',
  Dutch: 'latin',
  Polish: 'latin',
  Swedish: 'latin',
  Turkish: 'latin',
  Greek: 'greek',
  Russian: 'cyrillic',
  Ukrainian: 'cyrillic',
  Japanese: 'kana',
  Chinese: 'han',
  Korean: 'hangul',
  Arabic: 'arabic',
  Hindi: 'devanagari',
};
