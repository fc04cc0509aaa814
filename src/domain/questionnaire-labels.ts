import type { Language } from './strategy-limits.ts';

/**
 * Every fixed text of the client's questionnaire page (a share link of access `intake`, decision
 * 0103), in each language a strategy may be written in, like the deliverable's labels
 * (`deliverable-catalogue.ts`): the client reads the page in the strategy's language. `{name}`
 * marks a value (filled by `formatLabel`). Zod-free: the page imports it.
 */
export interface QuestionnaireLabels {
  /** The page's heading: "Questions about {company}". */
  heading: string;
  /** The heading when the strategy names no company. */
  headingNoCompany: string;
  intro: string;
  /** Before a question's reason: "Why we ask". */
  whyWeAsk: string;
  /** "{answered} of {total} answered". */
  progress: string;
  noQuestions: string;
  saving: string;
  saved: string;
  /** "Not saved: {message}" (the server's message, in English). */
  notSaved: string;
  send: string;
  /** "Not sent: {message}". */
  notSent: string;
  /** The confirmation after "Send answers". */
  sentTitle: string;
  /** "Sent on {date}." */
  sentOn: string;
  /** The confirmation lists what was sent under this heading. */
  whatYouSent: string;
  notAnswered: string;
  sendAgain: string;
  /** The browser tab's title. */
  documentTitle: string;
}

export const ENGLISH_QUESTIONNAIRE_LABELS: Readonly<QuestionnaireLabels> = {
  heading: 'Questions about {company}',
  headingNoCompany: 'A few questions before we start',
  intro:
    'Your answers help us write a strategy that fits your business. They are saved as you type, so you can leave and come back to this page.',
  whyWeAsk: 'Why we ask',
  progress: '{answered} of {total} answered',
  noQuestions: 'There are no questions to answer yet.',
  saving: 'Saving…',
  saved: 'Saved',
  notSaved: 'Not saved: {message}',
  send: 'Send answers',
  notSent: 'Not sent: {message}',
  sentTitle: 'Thank you, your answers were sent',
  sentOn: 'Sent on {date}.',
  whatYouSent: 'What you sent',
  notAnswered: 'Not answered',
  sendAgain: 'You can still change an answer and send your answers again.',
  documentTitle: 'Questionnaire',
};

const TRANSLATED: Readonly<Record<Exclude<Language, 'English'>, QuestionnaireLabels>> = {
  Spanish: {
    heading: 'Preguntas sobre {company}',
    headingNoCompany: 'Unas preguntas antes de empezar',
    intro:
      'Sus respuestas nos ayudan a redactar una estrategia a la medida de su empresa. Se guardan mientras escribe, así que puede salir y volver a esta página.',
    whyWeAsk: 'Por qué lo preguntamos',
    progress: '{answered} de {total} respondidas',
    noQuestions: 'Todavía no hay preguntas que responder.',
    saving: 'Guardando…',
    saved: 'Guardado',
    notSaved: 'No guardado: {message}',
    send: 'Enviar respuestas',
    notSent: 'No enviado: {message}',
    sentTitle: 'Gracias, sus respuestas se han enviado',
    sentOn: 'Enviadas el {date}.',
    whatYouSent: 'Lo que ha enviado',
    notAnswered: 'Sin respuesta',
    sendAgain: 'Todavía puede cambiar una respuesta y volver a enviarlas.',
    documentTitle: 'Cuestionario',
  },
  French: {
    heading: 'Questions sur {company}',
    headingNoCompany: 'Quelques questions avant de commencer',
    intro:
      'Vos réponses nous aident à rédiger une stratégie adaptée à votre entreprise. Elles sont enregistrées pendant que vous écrivez : vous pouvez quitter cette page et y revenir.',
    whyWeAsk: 'Pourquoi nous le demandons',
    progress: '{answered} sur {total} répondues',
    noQuestions: 'Il n’y a pas encore de questions.',
    saving: 'Enregistrement…',
    saved: 'Enregistré',
    notSaved: 'Non enregistré : {message}',
    send: 'Envoyer les réponses',
    notSent: 'Non envoyé : {message}',
    sentTitle: 'Merci, vos réponses ont été envoyées',
    sentOn: 'Envoyées le {date}.',
    whatYouSent: 'Ce que vous avez envoyé',
    notAnswered: 'Sans réponse',
    sendAgain: 'Vous pouvez encore modifier une réponse et renvoyer vos réponses.',
    documentTitle: 'Questionnaire',
  },
  German: {
    heading: 'Fragen zu {company}',
    headingNoCompany: 'Ein paar Fragen vorab',
    intro:
      'Ihre Antworten helfen uns, eine Strategie zu schreiben, die zu Ihrem Unternehmen passt. Sie werden beim Tippen gespeichert, Sie können die Seite also verlassen und später zurückkehren.',
    whyWeAsk: 'Warum wir fragen',
    progress: '{answered} von {total} beantwortet',
    noQuestions: 'Es gibt noch keine Fragen zu beantworten.',
    saving: 'Wird gespeichert…',
    saved: 'Gespeichert',
    notSaved: 'Nicht gespeichert: {message}',
    send: 'Antworten senden',
    notSent: 'Nicht gesendet: {message}',
    sentTitle: 'Vielen Dank, Ihre Antworten wurden gesendet',
    sentOn: 'Gesendet am {date}.',
    whatYouSent: 'Was Sie gesendet haben',
    notAnswered: 'Nicht beantwortet',
    sendAgain: 'Sie können eine Antwort noch ändern und Ihre Antworten erneut senden.',
    documentTitle: 'Fragebogen',
  },
  Italian: {
    heading: 'Domande su {company}',
    headingNoCompany: 'Alcune domande prima di iniziare',
    intro:
      'Le sue risposte ci aiutano a scrivere una strategia adatta alla sua azienda. Vengono salvate mentre scrive, quindi può lasciare la pagina e tornarci più tardi.',
    whyWeAsk: 'Perché lo chiediamo',
    progress: '{answered} di {total} con risposta',
    noQuestions: 'Non ci sono ancora domande a cui rispondere.',
    saving: 'Salvataggio…',
    saved: 'Salvato',
    notSaved: 'Non salvato: {message}',
    send: 'Invia le risposte',
    notSent: 'Non inviato: {message}',
    sentTitle: 'Grazie, le sue risposte sono state inviate',
    sentOn: 'Inviate il {date}.',
    whatYouSent: 'Che cosa ha inviato',
    notAnswered: 'Nessuna risposta',
    sendAgain: 'Può ancora modificare una risposta e inviare di nuovo le risposte.',
    documentTitle: 'Questionario',
  },
  Portuguese: {
    heading: 'Perguntas sobre {company}',
    headingNoCompany: 'Algumas perguntas antes de começar',
    intro:
      'As suas respostas ajudam-nos a escrever uma estratégia à medida do seu negócio. São guardadas enquanto escreve, por isso pode sair e voltar a esta página.',
    whyWeAsk: 'Porque perguntamos',
    progress: '{answered} de {total} respondidas',
    noQuestions: 'Ainda não há perguntas para responder.',
    saving: 'A guardar…',
    saved: 'Guardado',
    notSaved: 'Não guardado: {message}',
    send: 'Enviar respostas',
    notSent: 'Não enviado: {message}',
    sentTitle: 'Obrigado, as suas respostas foram enviadas',
    sentOn: 'Enviadas em {date}.',
    whatYouSent: 'O que enviou',
    notAnswered: 'Sem resposta',
    sendAgain: 'Ainda pode alterar uma resposta e enviar as respostas novamente.',
    documentTitle: 'Questionário',
  },
  Dutch: {
    heading: 'Vragen over {company}',
    headingNoCompany: 'Een paar vragen vooraf',
    intro:
      'Met uw antwoorden schrijven we een strategie die bij uw bedrijf past. Ze worden opgeslagen terwijl u typt, dus u kunt deze pagina verlaten en later terugkomen.',
    whyWeAsk: 'Waarom we dit vragen',
    progress: '{answered} van {total} beantwoord',
    noQuestions: 'Er zijn nog geen vragen om te beantwoorden.',
    saving: 'Opslaan…',
    saved: 'Opgeslagen',
    notSaved: 'Niet opgeslagen: {message}',
    send: 'Antwoorden versturen',
    notSent: 'Niet verstuurd: {message}',
    sentTitle: 'Bedankt, uw antwoorden zijn verstuurd',
    sentOn: 'Verstuurd op {date}.',
    whatYouSent: 'Wat u hebt verstuurd',
    notAnswered: 'Niet beantwoord',
    sendAgain: 'U kunt een antwoord nog wijzigen en uw antwoorden opnieuw versturen.',
    documentTitle: 'Vragenlijst',
  },
  Polish: {
    heading: 'Pytania dotyczące firmy {company}',
    headingNoCompany: 'Kilka pytań na początek',
    intro:
      'Państwa odpowiedzi pomogą nam napisać strategię dopasowaną do firmy. Zapisują się w trakcie pisania, więc można opuścić tę stronę i wrócić później.',
    whyWeAsk: 'Dlaczego pytamy',
    progress: 'Odpowiedzi: {answered} z {total}',
    noQuestions: 'Nie ma jeszcze pytań do odpowiedzi.',
    saving: 'Zapisywanie…',
    saved: 'Zapisano',
    notSaved: 'Nie zapisano: {message}',
    send: 'Wyślij odpowiedzi',
    notSent: 'Nie wysłano: {message}',
    sentTitle: 'Dziękujemy, odpowiedzi zostały wysłane',
    sentOn: 'Wysłano {date}.',
    whatYouSent: 'Co zostało wysłane',
    notAnswered: 'Bez odpowiedzi',
    sendAgain: 'Nadal można zmienić odpowiedź i wysłać odpowiedzi ponownie.',
    documentTitle: 'Kwestionariusz',
  },
  Swedish: {
    heading: 'Frågor om {company}',
    headingNoCompany: 'Några frågor innan vi börjar',
    intro:
      'Dina svar hjälper oss att skriva en strategi som passar ditt företag. De sparas medan du skriver, så du kan lämna sidan och komma tillbaka senare.',
    whyWeAsk: 'Varför vi frågar',
    progress: '{answered} av {total} besvarade',
    noQuestions: 'Det finns inga frågor att besvara ännu.',
    saving: 'Sparar…',
    saved: 'Sparat',
    notSaved: 'Inte sparat: {message}',
    send: 'Skicka svar',
    notSent: 'Inte skickat: {message}',
    sentTitle: 'Tack, dina svar har skickats',
    sentOn: 'Skickat {date}.',
    whatYouSent: 'Det här skickade du',
    notAnswered: 'Inte besvarad',
    sendAgain: 'Du kan fortfarande ändra ett svar och skicka dina svar igen.',
    documentTitle: 'Frågeformulär',
  },
  Greek: {
    heading: 'Ερωτήσεις για την εταιρεία {company}',
    headingNoCompany: 'Μερικές ερωτήσεις πριν ξεκινήσουμε',
    intro:
      'Οι απαντήσεις σας μας βοηθούν να γράψουμε μια στρατηγική που ταιριάζει στην επιχείρησή σας. Αποθηκεύονται καθώς πληκτρολογείτε, οπότε μπορείτε να φύγετε και να επιστρέψετε σε αυτή τη σελίδα.',
    whyWeAsk: 'Γιατί ρωτάμε',
    progress: '{answered} από {total} απαντήθηκαν',
    noQuestions: 'Δεν υπάρχουν ακόμη ερωτήσεις.',
    saving: 'Αποθήκευση…',
    saved: 'Αποθηκεύτηκε',
    notSaved: 'Δεν αποθηκεύτηκε: {message}',
    send: 'Αποστολή απαντήσεων',
    notSent: 'Δεν στάλθηκε: {message}',
    sentTitle: 'Ευχαριστούμε, οι απαντήσεις σας στάλθηκαν',
    sentOn: 'Στάλθηκαν στις {date}.',
    whatYouSent: 'Τι στείλατε',
    notAnswered: 'Χωρίς απάντηση',
    sendAgain: 'Μπορείτε ακόμη να αλλάξετε μια απάντηση και να στείλετε ξανά τις απαντήσεις σας.',
    documentTitle: 'Ερωτηματολόγιο',
  },
  Russian: {
    heading: 'Вопросы о компании {company}',
    headingNoCompany: 'Несколько вопросов перед началом',
    intro:
      'Ваши ответы помогут нам написать стратегию, которая подходит вашему бизнесу. Они сохраняются по мере ввода, поэтому можно уйти со страницы и вернуться позже.',
    whyWeAsk: 'Зачем мы спрашиваем',
    progress: 'Отвечено: {answered} из {total}',
    noQuestions: 'Вопросов пока нет.',
    saving: 'Сохранение…',
    saved: 'Сохранено',
    notSaved: 'Не сохранено: {message}',
    send: 'Отправить ответы',
    notSent: 'Не отправлено: {message}',
    sentTitle: 'Спасибо, ваши ответы отправлены',
    sentOn: 'Отправлено {date}.',
    whatYouSent: 'Что вы отправили',
    notAnswered: 'Нет ответа',
    sendAgain: 'Вы ещё можете изменить ответ и отправить ответы снова.',
    documentTitle: 'Анкета',
  },
  Ukrainian: {
    heading: 'Запитання про компанію {company}',
    headingNoCompany: 'Кілька запитань перед початком',
    intro:
      'Ваші відповіді допоможуть нам написати стратегію, що пасує вашому бізнесу. Вони зберігаються під час введення, тож можна залишити сторінку й повернутися пізніше.',
    whyWeAsk: 'Чому ми питаємо',
    progress: 'Відповіді: {answered} з {total}',
    noQuestions: 'Запитань поки немає.',
    saving: 'Збереження…',
    saved: 'Збережено',
    notSaved: 'Не збережено: {message}',
    send: 'Надіслати відповіді',
    notSent: 'Не надіслано: {message}',
    sentTitle: 'Дякуємо, ваші відповіді надіслано',
    sentOn: 'Надіслано {date}.',
    whatYouSent: 'Що ви надіслали',
    notAnswered: 'Без відповіді',
    sendAgain: 'Ви ще можете змінити відповідь і надіслати відповіді знову.',
    documentTitle: 'Анкета',
  },
  Turkish: {
    heading: '{company} hakkında sorular',
    headingNoCompany: 'Başlamadan önce birkaç soru',
    intro:
      'Yanıtlarınız, işletmenize uygun bir strateji yazmamıza yardımcı olur. Siz yazarken kaydedilir; bu sayfadan çıkıp daha sonra geri dönebilirsiniz.',
    whyWeAsk: 'Neden soruyoruz',
    progress: '{total} sorudan {answered} yanıtlandı',
    noQuestions: 'Henüz yanıtlanacak soru yok.',
    saving: 'Kaydediliyor…',
    saved: 'Kaydedildi',
    notSaved: 'Kaydedilmedi: {message}',
    send: 'Yanıtları gönder',
    notSent: 'Gönderilmedi: {message}',
    sentTitle: 'Teşekkürler, yanıtlarınız gönderildi',
    sentOn: '{date} tarihinde gönderildi.',
    whatYouSent: 'Gönderdikleriniz',
    notAnswered: 'Yanıtlanmadı',
    sendAgain: 'Bir yanıtı hâlâ değiştirip yanıtlarınızı yeniden gönderebilirsiniz.',
    documentTitle: 'Anket',
  },
  Japanese: {
    heading: '{company}についてのご質問',
    headingNoCompany: '始める前にいくつかご質問です',
    intro:
      'ご回答は、貴社に合った戦略を作成するために役立ちます。入力中に自動で保存されるため、このページを離れて後から戻ることができます。',
    whyWeAsk: 'お聞きする理由',
    progress: '{total}問中{answered}問回答済み',
    noQuestions: 'まだ回答する質問はありません。',
    saving: '保存中…',
    saved: '保存しました',
    notSaved: '保存されていません: {message}',
    send: '回答を送信',
    notSent: '送信されていません: {message}',
    sentTitle: 'ありがとうございます。回答を送信しました',
    sentOn: '{date}に送信しました。',
    whatYouSent: '送信した内容',
    notAnswered: '未回答',
    sendAgain: '回答を変更して、もう一度送信することもできます。',
    documentTitle: '質問票',
  },
  Chinese: {
    heading: '关于{company}的问题',
    headingNoCompany: '开始之前的几个问题',
    intro:
      '您的回答将帮助我们撰写适合您企业的战略。内容会在您输入时自动保存，您可以离开此页面，稍后再回来。',
    whyWeAsk: '我们为何提问',
    progress: '已回答 {answered}/{total}',
    noQuestions: '目前还没有需要回答的问题。',
    saving: '正在保存…',
    saved: '已保存',
    notSaved: '未保存：{message}',
    send: '发送回答',
    notSent: '未发送：{message}',
    sentTitle: '谢谢，您的回答已发送',
    sentOn: '发送于 {date}。',
    whatYouSent: '您发送的内容',
    notAnswered: '未回答',
    sendAgain: '您仍可修改回答并再次发送。',
    documentTitle: '问卷',
  },
  Korean: {
    heading: '{company}에 관한 질문',
    headingNoCompany: '시작하기 전에 몇 가지 질문',
    intro:
      '답변은 귀사에 맞는 전략을 작성하는 데 도움이 됩니다. 입력하는 동안 저장되므로 이 페이지를 떠났다가 나중에 다시 돌아올 수 있습니다.',
    whyWeAsk: '질문하는 이유',
    progress: '{total}개 중 {answered}개 답변',
    noQuestions: '아직 답변할 질문이 없습니다.',
    saving: '저장 중…',
    saved: '저장됨',
    notSaved: '저장되지 않음: {message}',
    send: '답변 보내기',
    notSent: '보내지 못함: {message}',
    sentTitle: '감사합니다. 답변을 보냈습니다',
    sentOn: '{date}에 보냄.',
    whatYouSent: '보낸 내용',
    notAnswered: '답변 없음',
    sendAgain: '답변을 수정하여 다시 보낼 수 있습니다.',
    documentTitle: '질문지',
  },
  Arabic: {
    heading: 'أسئلة حول {company}',
    headingNoCompany: 'بعض الأسئلة قبل أن نبدأ',
    intro:
      'تساعدنا إجاباتكم على كتابة استراتيجية تناسب نشاطكم التجاري. تُحفظ الإجابات أثناء الكتابة، لذا يمكنكم مغادرة هذه الصفحة والعودة إليها لاحقًا.',
    whyWeAsk: 'لماذا نسأل',
    progress: 'تمت الإجابة عن {answered} من {total}',
    noQuestions: 'لا توجد أسئلة للإجابة عنها بعد.',
    saving: 'جارٍ الحفظ…',
    saved: 'تم الحفظ',
    notSaved: 'لم يتم الحفظ: {message}',
    send: 'إرسال الإجابات',
    notSent: 'لم يتم الإرسال: {message}',
    sentTitle: 'شكرًا لكم، تم إرسال إجاباتكم',
    sentOn: 'أُرسلت في {date}.',
    whatYouSent: 'ما أرسلتموه',
    notAnswered: 'لم تتم الإجابة',
    sendAgain: 'لا يزال بإمكانكم تعديل إجابة وإرسال إجاباتكم مرة أخرى.',
    documentTitle: 'استبيان',
  },
  Hindi: {
    heading: '{company} के बारे में प्रश्न',
    headingNoCompany: 'शुरू करने से पहले कुछ प्रश्न',
    intro:
      'आपके उत्तर हमें आपके व्यवसाय के अनुकूल रणनीति लिखने में मदद करते हैं। लिखते समय वे सहेजे जाते हैं, इसलिए आप यह पृष्ठ छोड़कर बाद में लौट सकते हैं।',
    whyWeAsk: 'हम क्यों पूछते हैं',
    progress: '{total} में से {answered} के उत्तर दिए गए',
    noQuestions: 'अभी उत्तर देने के लिए कोई प्रश्न नहीं है।',
    saving: 'सहेजा जा रहा है…',
    saved: 'सहेजा गया',
    notSaved: 'सहेजा नहीं गया: {message}',
    send: 'उत्तर भेजें',
    notSent: 'भेजा नहीं गया: {message}',
    sentTitle: 'धन्यवाद, आपके उत्तर भेज दिए गए',
    sentOn: '{date} को भेजा गया।',
    whatYouSent: 'आपने क्या भेजा',
    notAnswered: 'उत्तर नहीं दिया गया',
    sendAgain: 'आप अब भी कोई उत्तर बदलकर अपने उत्तर फिर से भेज सकते हैं।',
    documentTitle: 'प्रश्नावली',
  },
};

/** The questionnaire page's texts in the strategy's language. */
export function questionnaireLabels(language: Language | undefined): QuestionnaireLabels {
  if (!language || language === 'English') return ENGLISH_QUESTIONNAIRE_LABELS;
  return TRANSLATED[language];
}
