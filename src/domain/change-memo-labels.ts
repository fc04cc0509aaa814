import type { Language } from './strategy-limits.ts';

/**
 * The change memo's own fixed texts in each report language (decision 0109): its title and the
 * heading over the changed sections. A memo in French is titled in French, as every other
 * deliverable (decision 0043). `{date}` is the report's date format, `{count}` a number.
 */
export interface ChangeMemoLabels {
  sinceDate: string;
  sinceApproval: string;
  sectionsChanged: string;
}

const LABELS: Record<Language, ChangeMemoLabels> = {
  English: {
    sinceDate: 'What changed since {date}',
    sinceApproval: 'What changed since your approval',
    sectionsChanged: 'Sections changed: {count}',
  },
  Spanish: {
    sinceDate: 'Qué ha cambiado desde el {date}',
    sinceApproval: 'Qué ha cambiado desde su aprobación',
    sectionsChanged: 'Secciones modificadas: {count}',
  },
  French: {
    sinceDate: 'Ce qui a changé depuis le {date}',
    sinceApproval: 'Ce qui a changé depuis votre approbation',
    sectionsChanged: 'Sections modifiées : {count}',
  },
  German: {
    sinceDate: 'Was sich seit dem {date} geändert hat',
    sinceApproval: 'Was sich seit Ihrer Freigabe geändert hat',
    sectionsChanged: 'Geänderte Abschnitte: {count}',
  },
  Italian: {
    sinceDate: 'Cosa è cambiato dal {date}',
    sinceApproval: 'Cosa è cambiato dalla vostra approvazione',
    sectionsChanged: 'Sezioni modificate: {count}',
  },
  Portuguese: {
    sinceDate: 'O que mudou desde {date}',
    sinceApproval: 'O que mudou desde a sua aprovação',
    sectionsChanged: 'Secções alteradas: {count}',
  },
  Dutch: {
    sinceDate: 'Wat er is veranderd sinds {date}',
    sinceApproval: 'Wat er is veranderd sinds uw goedkeuring',
    sectionsChanged: 'Gewijzigde onderdelen: {count}',
  },
  Polish: {
    sinceDate: 'Co się zmieniło od {date}',
    sinceApproval: 'Co się zmieniło od Państwa akceptacji',
    sectionsChanged: 'Zmienione sekcje: {count}',
  },
  Swedish: {
    sinceDate: 'Vad som har ändrats sedan {date}',
    sinceApproval: 'Vad som har ändrats sedan ert godkännande',
    sectionsChanged: 'Ändrade avsnitt: {count}',
  },
  Greek: {
    sinceDate: 'Τι άλλαξε από {date}',
    sinceApproval: 'Τι άλλαξε από την έγκρισή σας',
    sectionsChanged: 'Ενότητες που άλλαξαν: {count}',
  },
  Russian: {
    sinceDate: 'Что изменилось с {date}',
    sinceApproval: 'Что изменилось после вашего одобрения',
    sectionsChanged: 'Изменённые разделы: {count}',
  },
  Ukrainian: {
    sinceDate: 'Що змінилося з {date}',
    sinceApproval: 'Що змінилося після вашого схвалення',
    sectionsChanged: 'Змінені розділи: {count}',
  },
  Turkish: {
    sinceDate: '{date} tarihinden bu yana değişenler',
    sinceApproval: 'Onayınızdan bu yana değişenler',
    sectionsChanged: 'Değişen bölümler: {count}',
  },
  Japanese: {
    sinceDate: '{date}以降の変更点',
    sinceApproval: 'ご承認以降の変更点',
    sectionsChanged: '変更されたセクション：{count}',
  },
  Chinese: {
    sinceDate: '自{date}以来的变更',
    sinceApproval: '自您批准以来的变更',
    sectionsChanged: '已变更的章节：{count}',
  },
  Korean: {
    sinceDate: '{date} 이후 변경 사항',
    sinceApproval: '승인 이후 변경 사항',
    sectionsChanged: '변경된 섹션: {count}',
  },
  Arabic: {
    sinceDate: 'ما الذي تغيّر منذ {date}',
    sinceApproval: 'ما الذي تغيّر منذ موافقتكم',
    sectionsChanged: 'الأقسام التي تغيّرت: {count}',
  },
  Hindi: {
    sinceDate: '{date} से क्या बदला है',
    sinceApproval: 'आपकी स्वीकृति के बाद से क्या बदला है',
    sectionsChanged: 'बदले गए खंड: {count}',
  },
};

export function changeMemoLabels(language: Language | undefined): ChangeMemoLabels {
  return LABELS[language ?? 'English'];
}
