import { useMutation } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { BRIEF_LABELS, type EngagementBrief, INTAKE_LIMITS } from '../../../../domain/intake.ts';
import { Button } from '../../../components/button.tsx';
import { Field, inputClassName } from '../../../components/field.tsx';
import { Sparkles } from '../../../components/icons.ts';
import { Notice } from '../../../components/notice.tsx';
import { Spinner } from '../../../components/spinner.tsx';
import { draftBrief } from '../api/draft-brief.ts';
import { AUDIENCE_CHOICES, audienceChoiceOf, OTHER_AUDIENCE } from '../lib/audience.ts';

const TEXT_FIELDS = [
  { key: 'purpose', label: 'Purpose', hint: 'The decision the report supports.' },
  { key: 'tone', label: 'Tone', hint: 'For example: confident and plain.' },
  { key: 'focus', label: 'Focus', hint: 'What the report dwells on.' },
] as const;

/**
 * "Brief": who reads the report, the decision it supports, its tone, focus and constraints.
 * "Draft with the model" proposes one from the overview and the answers; nothing changes until
 * the consultant accepts it.
 */
export function BriefCard({
  strategyId,
  providerConfigured,
  brief,
  onChange,
}: {
  strategyId: string;
  providerConfigured: boolean;
  brief: EngagementBrief;
  onChange(brief: EngagementBrief, immediately?: boolean): void;
}) {
  const id = useId();
  const [otherAudience, setOtherAudience] = useState(
    audienceChoiceOf(brief.audience) === OTHER_AUDIENCE,
  );
  const [proposal, setProposal] = useState<EngagementBrief | null>(null);
  const draft = useMutation({
    mutationFn: () => draftBrief(strategyId),
    onSuccess: (response) => setProposal(response.brief),
  });
  const audienceChoice = otherAudience ? OTHER_AUDIENCE : audienceChoiceOf(brief.audience);
  return (
    <section
      aria-labelledby={`${id}-heading`}
      className="space-y-4 rounded-xl border border-slate-200 bg-white p-4"
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0 flex-1 basis-80">
          <h2 id={`${id}-heading`} className="font-semibold text-lg text-slate-900">
            Brief
          </h2>
          <p className="max-w-prose text-slate-600 text-sm">
            Every section follows it. Changing it marks the written sections as stale.
          </p>
        </div>
        <Button disabled={!providerConfigured || draft.isPending} onClick={() => draft.mutate()}>
          {draft.isPending ? <Spinner /> : <Sparkles aria-hidden className="size-4" />}
          Draft with the model
        </Button>
      </div>
      {draft.isError ? (
        <Notice tone="error" role="alert" title="No brief drafted">
          <p>{draft.error.message}</p>
        </Notice>
      ) : null}
      {proposal ? (
        <Notice tone="info" title="The model proposes this brief">
          <dl className="grid gap-x-3 gap-y-1 sm:grid-cols-[auto_1fr]">
            {BRIEF_LABELS.map(([field, label]) => (
              <div key={field} className="contents">
                <dt className="font-medium">{label}</dt>
                <dd className="break-words">{proposal[field] || '—'}</dd>
              </div>
            ))}
          </dl>
          <div className="mt-2 flex flex-wrap gap-2">
            <Button
              size="sm"
              variant="primary"
              onClick={() => {
                setOtherAudience(audienceChoiceOf(proposal.audience) === OTHER_AUDIENCE);
                onChange(proposal, true);
                setProposal(null);
              }}
            >
              Accept the draft
            </Button>
            <Button size="sm" onClick={() => setProposal(null)}>
              Discard
            </Button>
          </div>
        </Notice>
      ) : null}
      <div className="grid gap-4 sm:grid-cols-2">
        <div className="space-y-2">
          <Field id={`${id}-audience`} label="Audience">
            <select
              id={`${id}-audience`}
              className={inputClassName}
              value={audienceChoice}
              onChange={(event) => {
                const choice = event.target.value;
                setOtherAudience(choice === OTHER_AUDIENCE);
                if (choice === OTHER_AUDIENCE) {
                  if (audienceChoiceOf(brief.audience) !== OTHER_AUDIENCE) {
                    onChange({ ...brief, audience: '' });
                  }
                } else onChange({ ...brief, audience: choice });
              }}
            >
              <option value="">Not set</option>
              {AUDIENCE_CHOICES.map((choice) => (
                <option key={choice} value={choice}>
                  {choice}
                </option>
              ))}
              <option value={OTHER_AUDIENCE}>Someone else…</option>
            </select>
          </Field>
          {audienceChoice === OTHER_AUDIENCE ? (
            <Field id={`${id}-audience-other`} label="Audience, in your words">
              <input
                id={`${id}-audience-other`}
                className={inputClassName}
                value={brief.audience}
                maxLength={INTAKE_LIMITS.briefField}
                onChange={(event) => onChange({ ...brief, audience: event.target.value })}
              />
            </Field>
          ) : null}
        </div>
        {TEXT_FIELDS.map((field) => (
          <Field key={field.key} id={`${id}-${field.key}`} label={field.label} hint={field.hint}>
            <textarea
              id={`${id}-${field.key}`}
              rows={2}
              className={inputClassName}
              value={brief[field.key]}
              maxLength={INTAKE_LIMITS.briefField}
              onChange={(event) => onChange({ ...brief, [field.key]: event.target.value })}
            />
          </Field>
        ))}
        <div className="sm:col-span-2">
          <Field
            id={`${id}-constraints`}
            label="Constraints"
            hint="What the report must not say or promise."
          >
            <textarea
              id={`${id}-constraints`}
              rows={3}
              className={inputClassName}
              value={brief.constraints}
              maxLength={INTAKE_LIMITS.constraints}
              onChange={(event) => onChange({ ...brief, constraints: event.target.value })}
            />
          </Field>
        </div>
      </div>
    </section>
  );
}
