import { useState } from 'react';
import { resolveBrand } from '../../../../domain/brand.ts';
import { readableOnWhite, textOn } from '../../../../domain/brand-colours.ts';
import { formatLabel } from '../../../../domain/deliverable-labels.ts';
import { INTAKE_LIMITS } from '../../../../domain/intake-limits.ts';
import { questionnaireLabels } from '../../../../domain/questionnaire-labels.ts';
import type { SharedIntakeResponse } from '../../../../domain/share-link.ts';
import { AutosaveStatus } from '../../../components/autosave-status.tsx';
import { Button } from '../../../components/button.tsx';
import { inputClassName } from '../../../components/field.tsx';
import { Send } from '../../../components/icons.ts';
import { Spinner } from '../../../components/spinner.tsx';
import { fontStack } from '../../../lib/brand-fonts.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { useAnswersAutosave } from '../hooks/use-answers-autosave.ts';
import { LinkPage } from './link-header.tsx';
import { QuestionnaireSent } from './questionnaire-sent.tsx';

/**
 * "/share/:shareId" for a questionnaire link (decision 0103): the consultant's questions, in the
 * strategy's language and the firm's brand, a field for each answer saved as the client types,
 * and "Send answers". Nothing else of the strategy reaches this page.
 */
export function QuestionnairePage({
  shareId,
  data,
}: {
  shareId: string;
  data: SharedIntakeResponse;
}) {
  const { intake } = data;
  const labels = questionnaireLabels(intake.language);
  const brand = resolveBrand(intake.brand);
  const heading = intake.companyName.trim()
    ? formatLabel(labels.heading, { company: intake.companyName.trim() })
    : labels.headingNoCompany;
  useDocumentTitle(`${labels.documentTitle} · ${intake.companyName.trim() || brand.firmName}`);
  const { texts, save, change, send, sending, sendError, sent } = useAnswersAutosave(
    shareId,
    intake,
  );
  const [sentHere, setSentHere] = useState(false);
  const answered = intake.questions.filter((question) => texts[question.id]?.trim()).length;
  const accent = readableOnWhite(brand.primaryColor);

  return (
    <LinkPage link={intake}>
      <main className="mx-auto max-w-2xl space-y-6 px-4 py-6 sm:py-10">
        <div className="space-y-2">
          <h1
            className="break-words font-semibold text-2xl tracking-tight"
            style={{ color: accent, fontFamily: fontStack(brand.headingFont) }}
          >
            {heading}
          </h1>
          <p className="text-slate-700 text-sm leading-6">
            {intake.questions.length > 0 ? labels.intro : labels.noQuestions}
          </p>
        </div>
        {sent ? (
          <QuestionnaireSent intake={intake} sent={sent} labels={labels} focusOnShow={sentHere} />
        ) : null}
        {intake.questions.length > 0 ? (
          <form
            className="space-y-5"
            onSubmit={(event) => {
              event.preventDefault();
              void send().then((done) => setSentHere(done));
            }}
          >
            <ol className="space-y-5">
              {intake.questions.map((question, index) => (
                <li
                  key={question.id}
                  className="space-y-2 rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200"
                >
                  <label
                    htmlFor={`answer-${question.id}`}
                    className="block break-words font-medium"
                  >
                    <span className="text-slate-500">{index + 1}. </span>
                    {question.text}
                  </label>
                  {question.why ? (
                    <p id={`why-${question.id}`} className="text-slate-600 text-sm">
                      <span className="font-medium">{labels.whyWeAsk}:</span> {question.why}
                    </p>
                  ) : null}
                  <textarea
                    id={`answer-${question.id}`}
                    aria-describedby={question.why ? `why-${question.id}` : undefined}
                    value={texts[question.id] ?? ''}
                    maxLength={INTAKE_LIMITS.answerText}
                    rows={4}
                    onChange={(event) => change(question.id, event.target.value)}
                    className={`${inputClassName} min-h-24 resize-y`}
                  />
                </li>
              ))}
            </ol>
            <div className="flex flex-wrap items-center justify-between gap-3">
              <div className="space-y-1">
                <p className="text-slate-600 text-sm">
                  {formatLabel(labels.progress, {
                    answered,
                    total: intake.questions.length,
                  })}
                </p>
                <AutosaveStatus
                  state={save}
                  labels={{
                    saving: labels.saving,
                    saved: labels.saved,
                    notSaved: (message) => formatLabel(labels.notSaved, { message }),
                  }}
                />
              </div>
              <Button
                type="submit"
                variant="primary"
                disabled={answered === 0 || sending}
                style={{ background: brand.primaryColor, color: textOn(brand.primaryColor) }}
              >
                {sending ? <Spinner /> : <Send aria-hidden className="size-4" />}
                <span className="whitespace-normal">{labels.send}</span>
              </Button>
            </div>
            {sendError ? (
              <p role="alert" className="text-red-700 text-sm">
                {formatLabel(labels.notSent, { message: sendError })}
              </p>
            ) : null}
          </form>
        ) : null}
      </main>
    </LinkPage>
  );
}
