import type {
  FinancialAssumptions,
  ScalarAssumption,
} from '../../../../domain/financial/assumption-types.ts';
import { Button } from '../../../components/button.tsx';
import { inputClassName } from '../../../components/field.tsx';
import { Plus, Trash2 } from '../../../components/icons.ts';
import { LIST_DEFINITIONS, type ListDefinition, listItems } from '../lib/list-fields.ts';

type Item = Record<string, unknown>;

const SCALARS: { field: ScalarAssumption; label: string; kind: 'text' | 'number' | 'years' }[] = [
  { field: 'currency', label: 'Currency', kind: 'text' },
  { field: 'startMonth', label: 'First month (YYYY-MM)', kind: 'text' },
  { field: 'years', label: 'Years', kind: 'years' },
  { field: 'startingCash', label: 'Starting cash', kind: 'number' },
  { field: 'cogsPct', label: 'Cost of sales %', kind: 'number' },
  { field: 'taxRatePct', label: 'Tax rate %', kind: 'number' },
];

const cellInput = `${inputClassName} py-1.5`;

/** A typed number; an empty box is 0, and a half-typed one ("-", "1.") keeps the last number. */
function toNumber(text: string, previous: unknown): number | undefined {
  if (text.trim() === '') return undefined;
  const value = Number(text);
  return Number.isFinite(value) ? value : (previous as number);
}

function ValueInput({
  id,
  label,
  kind,
  value,
  choices,
  optional,
  onChange,
}: {
  id: string;
  label: string;
  kind: 'text' | 'number' | 'choice' | 'years';
  value: unknown;
  choices?: readonly string[] | undefined;
  optional?: boolean | undefined;
  onChange(value: unknown): void;
}) {
  return (
    <div className="flex min-w-0 flex-col gap-1">
      <label htmlFor={id} className="font-medium text-slate-600 text-xs">
        {label}
      </label>
      {kind === 'choice' || kind === 'years' ? (
        <select
          id={id}
          className={cellInput}
          value={String(value)}
          onChange={(event) =>
            onChange(kind === 'years' ? Number(event.target.value) : event.target.value)
          }
        >
          {(kind === 'years' ? ['3', '5'] : (choices ?? [])).map((choice) => (
            <option key={choice} value={choice}>
              {choice}
            </option>
          ))}
        </select>
      ) : (
        <input
          id={id}
          className={cellInput}
          inputMode={kind === 'number' ? 'decimal' : undefined}
          value={value === undefined ? '' : String(value)}
          placeholder={optional ? 'general' : undefined}
          onChange={(event) => {
            if (kind !== 'number') return onChange(event.target.value);
            const number = toNumber(event.target.value, value);
            onChange(number === undefined ? (optional ? undefined : 0) : number);
          }}
        />
      )}
    </div>
  );
}

function RationaleInput({
  id,
  value,
  onChange,
}: {
  id: string;
  value: string | undefined;
  onChange(value: string): void;
}) {
  return (
    <div className="flex min-w-0 flex-col gap-1 sm:col-span-full">
      <label htmlFor={id} className="font-medium text-slate-600 text-xs">
        Rationale
      </label>
      <input
        id={id}
        className={cellInput}
        value={value ?? ''}
        maxLength={300}
        placeholder="Why this value, in one line"
        onChange={(event) => onChange(event.target.value)}
      />
    </div>
  );
}

function ListEditor({
  definition,
  items,
  onChange,
}: {
  definition: ListDefinition;
  items: Item[];
  onChange(items: Item[]): void;
}) {
  const update = (index: number, item: Item) =>
    onChange(items.map((current, at) => (at === index ? item : current)));
  return (
    <section aria-labelledby={`${definition.key}-heading`} className="space-y-2">
      <div className="flex items-center justify-between gap-2">
        <h4 id={`${definition.key}-heading`} className="font-semibold text-slate-800 text-sm">
          {definition.title}
        </h4>
        <Button size="sm" onClick={() => onChange([...items, definition.blank()])}>
          <Plus aria-hidden className="size-4" /> Add {definition.noun}
        </Button>
      </div>
      {items.length === 0 ? <p className="text-slate-500 text-sm">None.</p> : null}
      <ol className="space-y-2">
        {items.map((item, index) => {
          const prefix = `${definition.key}-${index}`;
          const name = String(item[definition.nameField] ?? '') || definition.noun;
          return (
            // biome-ignore lint/suspicious/noArrayIndexKey: items have no id; the order is the identity.
            <li key={index} className="rounded-lg border border-slate-200 bg-white p-3">
              <div className="grid grid-cols-2 gap-2 sm:grid-cols-4 lg:grid-cols-7">
                {definition.fields(item).map((field) => (
                  <ValueInput
                    key={field.field}
                    id={`${prefix}-${field.field}`}
                    label={field.label}
                    kind={field.kind}
                    value={item[field.field]}
                    choices={field.choices}
                    optional={field.optional}
                    onChange={(value) => {
                      if (field.field === 'kind' && definition.withKind) {
                        return update(index, definition.withKind(item, String(value)));
                      }
                      const next = { ...item, [field.field]: value };
                      if (value === undefined) delete next[field.field];
                      update(index, next);
                    }}
                  />
                ))}
                <RationaleInput
                  id={`${prefix}-rationale`}
                  value={item.rationale as string | undefined}
                  onChange={(rationale) => update(index, { ...item, rationale })}
                />
              </div>
              <div className="mt-2 flex justify-end">
                <Button
                  size="sm"
                  variant="ghost"
                  aria-label={`Remove ${name}`}
                  onClick={() => onChange(items.filter((_, at) => at !== index))}
                >
                  <Trash2 aria-hidden className="size-4" /> Remove
                </Button>
              </div>
            </li>
          );
        })}
      </ol>
    </section>
  );
}

/** Every assumption as an editable value with its one-line rationale. */
export function AssumptionGrid({
  assumptions,
  onChange,
}: {
  assumptions: FinancialAssumptions;
  onChange(assumptions: FinancialAssumptions): void;
}) {
  return (
    <div className="space-y-5">
      <section aria-labelledby="general-heading" className="space-y-2">
        <h4 id="general-heading" className="font-semibold text-slate-800 text-sm">
          General
        </h4>
        <ul className="grid gap-2 sm:grid-cols-2 lg:grid-cols-3">
          {SCALARS.map((scalar) => (
            <li
              key={scalar.field}
              className="grid grid-cols-1 gap-2 rounded-lg border border-slate-200 bg-white p-3"
            >
              <ValueInput
                id={`scalar-${scalar.field}`}
                label={scalar.label}
                kind={scalar.kind}
                value={assumptions[scalar.field]}
                onChange={(value) => onChange({ ...assumptions, [scalar.field]: value })}
              />
              <RationaleInput
                id={`scalar-${scalar.field}-rationale`}
                value={assumptions.rationales[scalar.field]}
                onChange={(rationale) =>
                  onChange({
                    ...assumptions,
                    rationales: { ...assumptions.rationales, [scalar.field]: rationale },
                  })
                }
              />
            </li>
          ))}
        </ul>
      </section>
      {LIST_DEFINITIONS.map((definition) => (
        <ListEditor
          key={definition.key}
          definition={definition}
          items={listItems(assumptions, definition.key)}
          onChange={(items) => onChange({ ...assumptions, [definition.key]: items })}
        />
      ))}
    </div>
  );
}
