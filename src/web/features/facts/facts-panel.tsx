import { useMutation, useQuery } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState } from 'react';
import { type Facts, hasFacts } from '../../../domain/facts.ts';
import { type AutosaveState, AutosaveStatus } from '../../components/autosave-status.tsx';
import { Button } from '../../components/button.tsx';
import { Field, inputClassName } from '../../components/field.tsx';
import { Plus, Sparkles, Trash2 } from '../../components/icons.ts';
import { Notice } from '../../components/notice.tsx';
import { Spinner } from '../../components/spinner.tsx';
import { ApiError } from '../../lib/api.ts';
import { draftFacts, factsQueryOptions, saveFacts } from './facts-api.ts';

const AUTOSAVE_MS = 700;

/** A list edited as one line per item. */
const linesOf = (text: string) =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);

/** What is saved: rows still being typed (no name yet) wait until they have one. */
function completeRows(facts: Facts): Facts {
  return {
    ...facts,
    offerings: facts.offerings.filter((offering) => offering.name.trim()),
    team: facts.team.filter((member) => member.name.trim()),
    keyFigures: facts.keyFigures.filter((figure) => figure.label.trim() && figure.value.trim()),
  };
}

/** A number field's value: empty is "not set". */
function numberOrNull(text: string): number | null {
  const trimmed = text.trim().replace(',', '.');
  if (trimmed === '') return null;
  const value = Number(trimmed);
  return Number.isFinite(value) ? value : null;
}

/**
 * "Fact sheet" (issue 27): what every section must agree on, sent in each section's prompt and
 * checked by the quality review. The model drafts it from the overview and the client's
 * documents; the person corrects it; each change is saved a moment later under the version check.
 */
export function FactsPanel({
  strategyId,
  providerConfigured,
}: {
  strategyId: string;
  providerConfigured: boolean;
}) {
  const query = useQuery(factsQueryOptions(strategyId));
  const [facts, setFacts] = useState<Facts | null>(null);
  const [save, setSave] = useState<AutosaveState>({ kind: 'idle' });
  const version = useRef(0);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const headingId = useId();

  useEffect(() => {
    if (!query.data || facts !== null) return;
    version.current = query.data.version;
    setFacts(query.data.facts);
  }, [query.data, facts]);
  useEffect(() => () => clearTimeout(timer.current), []);

  const persist = async (next: Facts) => {
    setSave({ kind: 'saving' });
    try {
      const saved = await saveFacts(strategyId, completeRows(next), version.current);
      version.current = saved.version;
      setSave({ kind: 'saved' });
    } catch (error) {
      if (error instanceof ApiError && error.status === 409) setSave({ kind: 'conflict' });
      else setSave({ kind: 'failed', message: (error as Error).message });
    }
  };

  const change = (next: Facts, immediately = false) => {
    setFacts(next);
    clearTimeout(timer.current);
    if (immediately) void persist(next);
    else timer.current = setTimeout(() => void persist(next), AUTOSAVE_MS);
  };

  const [proposal, setProposal] = useState<Facts | null>(null);
  // A draft fills an empty sheet at once; over the person's facts it waits for their word.
  const draft = useMutation({
    mutationFn: () => draftFacts(strategyId),
    onSuccess: (response) => {
      if (facts && hasFacts(facts)) setProposal(response.facts);
      else change(response.facts, true);
    },
  });

  const reload = async () => {
    const fresh = await query.refetch();
    if (fresh.data) {
      version.current = fresh.data.version;
      setFacts(fresh.data.facts);
      setSave({ kind: 'idle' });
    }
  };

  return (
    <section
      aria-labelledby={headingId}
      className="space-y-4 rounded-xl border border-slate-200 bg-white p-4"
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h2 id={headingId} className="font-semibold text-lg text-slate-900">
            Fact sheet
          </h2>
          <p className="max-w-prose text-slate-600 text-sm">
            Every section is written from these facts, and the quality review flags text that
            contradicts them. Changing one marks the sections that state it as stale.
          </p>
        </div>
        <div className="flex flex-wrap items-center gap-2">
          <AutosaveStatus state={save} />
          <Button
            disabled={!providerConfigured || draft.isPending || facts === null}
            onClick={() => draft.mutate()}
          >
            {draft.isPending ? <Spinner /> : <Sparkles aria-hidden className="size-4" />}
            Draft from overview and documents
          </Button>
        </div>
      </div>
      {draft.isError ? (
        <Notice tone="error" role="alert" title="No draft">
          <p>{draft.error.message}</p>
        </Notice>
      ) : null}
      {proposal ? (
        <Notice tone="info" title="A draft is ready">
          <p>
            The model proposes {proposal.offerings.length} offerings
            {proposal.companyName ? ` for ${proposal.companyName}` : ''}. Replace your fact sheet
            with it?
          </p>
          <div className="mt-2 flex flex-wrap gap-2">
            <Button
              size="sm"
              variant="primary"
              onClick={() => {
                change(proposal, true);
                setProposal(null);
              }}
            >
              Replace with the draft
            </Button>
            <Button size="sm" onClick={() => setProposal(null)}>
              Keep mine
            </Button>
          </div>
        </Notice>
      ) : null}
      {save.kind === 'conflict' ? (
        <Notice tone="warning" role="alert" title="Changed elsewhere">
          <p>The fact sheet was changed in another window. Reload to get the latest.</p>
          <Button size="sm" className="mt-2" onClick={() => void reload()}>
            Reload the fact sheet
          </Button>
        </Notice>
      ) : null}
      {query.isError ? (
        <Notice tone="error" role="alert" title="Could not load the fact sheet">
          <p>{query.error.message}</p>
        </Notice>
      ) : facts === null ? (
        <p className="flex items-center gap-2 text-slate-500 text-sm">
          <Spinner /> Loading the fact sheet…
        </p>
      ) : (
        <FactsForm facts={facts} onChange={change} />
      )}
    </section>
  );
}

function FactsForm({ facts, onChange }: { facts: Facts; onChange(next: Facts): void }) {
  const id = useId();
  const set = <K extends keyof Facts>(key: K, value: Facts[K]) =>
    onChange({ ...facts, [key]: value });
  return (
    <div className="space-y-5">
      <div className="grid gap-4 sm:grid-cols-3">
        <Field id={`${id}-company`} label="Company name">
          <input
            id={`${id}-company`}
            className={inputClassName}
            value={facts.companyName}
            maxLength={200}
            onChange={(event) => set('companyName', event.target.value)}
          />
        </Field>
        <Field id={`${id}-founded`} label="Founded (year)">
          <NumberInput
            id={`${id}-founded`}
            value={facts.foundedYear}
            onChange={(value) => set('foundedYear', value === null ? null : Math.trunc(value))}
          />
        </Field>
        <Field id={`${id}-funding`} label="Funding asked for">
          <NumberInput
            id={`${id}-funding`}
            value={facts.fundingAsked}
            onChange={(value) => set('fundingAsked', value)}
          />
        </Field>
      </div>

      <RowList
        legend="Offerings"
        addLabel="Add an offering"
        rows={facts.offerings}
        empty={{ name: '', price: null, unit: '' }}
        onChange={(rows) => set('offerings', rows)}
        columns={[
          { key: 'name', label: 'Offering' },
          { key: 'price', label: 'Price', number: true },
          { key: 'unit', label: 'Unit (e.g. per month)' },
        ]}
      />

      <div className="grid gap-4 sm:grid-cols-2">
        <LinesField
          id={`${id}-segments`}
          label="Customer segments"
          values={facts.customerSegments}
          onChange={(values) => set('customerSegments', values)}
        />
        <LinesField
          id={`${id}-locations`}
          label="Locations"
          values={facts.locations}
          onChange={(values) => set('locations', values)}
        />
      </div>

      <RowList
        legend="Team"
        addLabel="Add a team member"
        rows={facts.team}
        empty={{ name: '', role: '' }}
        onChange={(rows) => set('team', rows)}
        columns={[
          { key: 'name', label: 'Name' },
          { key: 'role', label: 'Role' },
        ]}
      />

      <RowList
        legend="Key figures"
        addLabel="Add a key figure"
        rows={facts.keyFigures}
        empty={{ label: '', value: '', unit: '' }}
        onChange={(rows) => set('keyFigures', rows)}
        columns={[
          { key: 'label', label: 'Figure' },
          { key: 'value', label: 'Value' },
          { key: 'unit', label: 'Unit' },
        ]}
      />
    </div>
  );
}

function NumberInput({
  id,
  value,
  onChange,
}: {
  id: string;
  value: number | null;
  onChange(value: number | null): void;
}) {
  // The text as typed: "12." stays on screen while the number is saved.
  const [text, setText] = useState(value === null ? '' : String(value));
  useEffect(() => {
    if (numberOrNull(text) !== value) setText(value === null ? '' : String(value));
  }, [value, text]);
  return (
    <input
      id={id}
      inputMode="decimal"
      className={inputClassName}
      value={text}
      onChange={(event) => {
        setText(event.target.value);
        onChange(numberOrNull(event.target.value));
      }}
    />
  );
}

function LinesField({
  id,
  label,
  values,
  onChange,
}: {
  id: string;
  label: string;
  values: readonly string[];
  onChange(values: string[]): void;
}) {
  const [text, setText] = useState(values.join('\n'));
  useEffect(() => {
    if (linesOf(text).join('\n') !== values.join('\n')) setText(values.join('\n'));
  }, [values, text]);
  return (
    <Field id={id} label={label} hint="One per line.">
      <textarea
        id={id}
        rows={3}
        className={inputClassName}
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          onChange(linesOf(event.target.value));
        }}
      />
    </Field>
  );
}

interface Column<Row> {
  key: keyof Row & string;
  label: string;
  number?: boolean;
}

/** Rows of a few fields each, with add and remove; labelled per row for screen readers. */
function RowList<Row extends Record<string, string | number | null>>({
  legend,
  addLabel,
  rows,
  empty,
  columns,
  onChange,
}: {
  legend: string;
  addLabel: string;
  rows: readonly Row[];
  empty: Row;
  columns: readonly Column<Row>[];
  onChange(rows: Row[]): void;
}) {
  const id = useId();
  const update = (index: number, row: Row) =>
    onChange(rows.map((current, at) => (at === index ? row : current)));
  return (
    <fieldset className="space-y-2">
      <legend className="font-medium text-slate-700 text-sm">{legend}</legend>
      {rows.length === 0 ? <p className="text-slate-500 text-sm">None yet.</p> : null}
      <ul className="space-y-2">
        {rows.map((row, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: rows have no identity of their own
          <li key={index} className="flex flex-wrap items-end gap-2">
            {columns.map((column) => {
              const fieldId = `${id}-${index}-${column.key}`;
              const value = row[column.key];
              return (
                <div key={column.key} className="min-w-28 flex-1">
                  <label htmlFor={fieldId} className="sr-only">
                    {`${column.label}, ${legend.toLowerCase()} ${index + 1}`}
                  </label>
                  {column.number ? (
                    <NumberInput
                      id={fieldId}
                      value={typeof value === 'number' ? value : null}
                      onChange={(next) => update(index, { ...row, [column.key]: next })}
                    />
                  ) : (
                    <input
                      id={fieldId}
                      className={inputClassName}
                      placeholder={column.label}
                      maxLength={200}
                      value={typeof value === 'string' ? value : ''}
                      onChange={(event) =>
                        update(index, { ...row, [column.key]: event.target.value })
                      }
                    />
                  )}
                </div>
              );
            })}
            <Button
              variant="ghost"
              size="sm"
              aria-label={`Remove ${legend.toLowerCase()} ${index + 1}`}
              onClick={() => onChange(rows.filter((_, at) => at !== index))}
            >
              <Trash2 aria-hidden className="size-4" />
            </Button>
          </li>
        ))}
      </ul>
      <Button size="sm" onClick={() => onChange([...rows, { ...empty }])}>
        <Plus aria-hidden className="size-4" /> {addLabel}
      </Button>
    </fieldset>
  );
}
