import { type FormEvent, useId, useState } from 'react';
import {
  CURRENCIES,
  type Currency,
  type ModelPrice,
  type SettingsView,
} from '../../../../domain/settings-presets.ts';
import { Button } from '../../../components/button.tsx';
import { Field, inputClassName } from '../../../components/field.tsx';
import { Plus, Save, Trash2 } from '../../../components/icons.ts';
import { Spinner } from '../../../components/spinner.tsx';
import { notify, notifyError } from '../../../lib/toast.ts';
import { useSaveSettings } from '../api/save-settings.ts';

interface PriceRow {
  id: number;
  model: string;
  input: string;
  output: string;
  reasoning: string;
}

let nextRowId = 1;
function toRows(prices: SettingsView['prices']): PriceRow[] {
  const byName = Object.entries(prices).sort(([a], [b]) => a.localeCompare(b));
  return byName.map(([model, price]) => ({
    id: nextRowId++,
    model,
    input: String(price.inputPerMillion),
    output: String(price.outputPerMillion),
    reasoning: price.reasoningPerMillion === undefined ? '' : String(price.reasoningPerMillion),
  }));
}

const cellClassName = `${inputClassName} min-w-0 px-2 py-1.5 tabular-nums`;

/** The currency and the price per million tokens of each model. */
export function PriceSettingsForm({ settings }: { settings: SettingsView }) {
  const id = useId();
  const [currency, setCurrency] = useState<Currency>(settings.currency);
  const [rows, setRows] = useState(() => toRows(settings.prices));
  const [problem, setProblem] = useState<string>();
  const save = useSaveSettings();

  const change = (rowId: number, patch: Partial<PriceRow>) =>
    setRows((current) => current.map((row) => (row.id === rowId ? { ...row, ...patch } : row)));

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const prices: Record<string, ModelPrice | null> = {};
    for (const model of Object.keys(settings.prices)) prices[model] = null;
    for (const row of rows) {
      const model = row.model.trim();
      if (!model) continue;
      const price: ModelPrice = {
        inputPerMillion: Number(row.input),
        outputPerMillion: Number(row.output),
        ...(row.reasoning.trim() ? { reasoningPerMillion: Number(row.reasoning) } : {}),
      };
      if (Object.values(price).some((value) => !Number.isFinite(value) || value < 0)) {
        setProblem(`The prices of ${model} must be numbers of 0 or more.`);
        return;
      }
      prices[model] = price;
    }
    setProblem(undefined);
    save.mutate(
      { currency, prices },
      {
        onSuccess: (saved) => {
          setRows(toRows(saved.prices));
          notify({ tone: 'success', title: 'Prices saved' });
        },
        onError: (error) => notifyError('Could not save the prices', error),
      },
    );
  };

  return (
    <form onSubmit={onSubmit} className="space-y-4" aria-label="Prices">
      <Field
        id={`${id}-currency`}
        label="Currency"
        hint="Prices below are in this currency (the shipped ones are US dollar list prices)."
      >
        <select
          id={`${id}-currency`}
          className={inputClassName}
          value={currency}
          onChange={(event) => setCurrency(event.target.value as Currency)}
        >
          {CURRENCIES.map((code) => (
            <option key={code}>{code}</option>
          ))}
        </select>
      </Field>
      <div className="overflow-x-auto">
        <table className="w-full text-left text-sm">
          <caption className="mb-2 text-left text-slate-600 text-xs">
            Price per million tokens; reasoning tokens cost what output does when left empty.
          </caption>
          <thead className="text-slate-600 text-xs">
            <tr>
              <th scope="col" className="pr-1 pb-1 font-medium">
                Model
              </th>
              <th scope="col" className="px-1 pb-1 font-medium">
                Input
              </th>
              <th scope="col" className="px-1 pb-1 font-medium">
                Output
              </th>
              <th scope="col" className="px-1 pb-1 font-medium">
                Reasoning
              </th>
              <th scope="col" className="pb-1">
                <span className="sr-only">Remove</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.id}>
                <td className="py-1 pr-1">
                  <input
                    aria-label="Model"
                    className={cellClassName}
                    value={row.model}
                    onChange={(event) => change(row.id, { model: event.target.value })}
                  />
                </td>
                {(['input', 'output', 'reasoning'] as const).map((field) => (
                  <td key={field} className="w-20 px-1 py-1">
                    <input
                      aria-label={`${field[0]!.toUpperCase()}${field.slice(1)} price of ${row.model || 'this model'}`}
                      className={cellClassName}
                      inputMode="decimal"
                      value={row[field]}
                      onChange={(event) => change(row.id, { [field]: event.target.value })}
                    />
                  </td>
                ))}
                <td className="py-1 pl-1">
                  <Button
                    type="button"
                    variant="ghost"
                    size="icon"
                    aria-label={`Remove ${row.model || 'this row'}`}
                    onClick={() => setRows((current) => current.filter((r) => r.id !== row.id))}
                  >
                    <Trash2 aria-hidden className="size-4" />
                  </Button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {problem ? (
        <p role="alert" className="text-red-700 text-sm">
          {problem}
        </p>
      ) : null}
      <div className="flex flex-wrap gap-2">
        <Button
          type="button"
          onClick={() =>
            setRows((current) => [
              ...current,
              { id: nextRowId++, model: '', input: '0', output: '0', reasoning: '' },
            ])
          }
        >
          <Plus aria-hidden className="size-4" /> Add a model
        </Button>
        <Button type="submit" variant="primary" disabled={save.isPending}>
          {save.isPending ? <Spinner /> : <Save aria-hidden className="size-4" />} Save prices
        </Button>
      </div>
    </form>
  );
}
