import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import {
  type StrategyTitlesResponse,
  TITLE_MAX_LENGTH,
} from '../../../../domain/section-titles.ts';
import { Button } from '../../../components/button.tsx';
import { inputClassName } from '../../../components/field.tsx';
import { Spinner } from '../../../components/spinner.tsx';
import { answer, client, segment } from '../../../lib/api.ts';
import { queryClient } from '../../../lib/query-client.ts';
import { strategyKeys } from '../../../lib/strategy-keys.ts';
import { notify, notifyError } from '../../../lib/toast.ts';

// By language too: after the language changes, the panel reads that language's titles.
const titlesKey = (id: string, language: string) =>
  [...strategyKeys.detail(id), 'titles', language] as const;

function settle(id: string, titles: StrategyTitlesResponse) {
  queryClient.setQueryData(titlesKey(id, titles.language), titles);
  // Cards, slides and exports read the titles from the strategy.
  void queryClient.invalidateQueries({ queryKey: strategyKeys.detail(id), exact: true });
}

/**
 * "Titles in <language>" (decision 0053): every group and section title, English beside the
 * one the deliverable prints, editable; a title saved empty goes back to the model's (or English).
 */
export function TitlesPanel({
  strategyId,
  language: strategyLanguage,
  providerConfigured,
}: {
  strategyId: string;
  language: string;
  providerConfigured: boolean;
}) {
  const query = useQuery({
    queryKey: titlesKey(strategyId, strategyLanguage),
    queryFn: () =>
      answer(client.strategies[':id'].titles.$get({ param: { id: segment(strategyId) } })),
  });
  const translate = useMutation({
    mutationFn: () =>
      answer(
        client.strategies[':id'].titles.translate.$post({ param: { id: segment(strategyId) } }),
      ),
    onSuccess: (titles) => {
      settle(strategyId, titles);
      const english = titles.titles.filter((title) => title.source === 'english').length;
      notify({
        tone: english === 0 ? 'success' : 'info',
        title:
          english === 0
            ? 'Titles translated'
            : `Titles translated; ${english} stay in English (edit them here)`,
      });
    },
    onError: (error) => notifyError('Could not translate the titles', error),
  });
  const save = useMutation({
    mutationFn: (titles: Record<string, string>) =>
      answer(
        client.strategies[':id'].titles.$put({
          param: { id: segment(strategyId) },
          json: { titles },
        }),
      ),
    onSuccess: (titles) => settle(strategyId, titles),
    onError: (error) => notifyError('Could not save the title', error),
  });
  if (!query.data) return query.isError ? <p>Could not load the titles.</p> : <Spinner />;
  const { language, titles } = query.data;
  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center gap-3">
        <Button
          size="sm"
          disabled={!providerConfigured || translate.isPending}
          onClick={() => translate.mutate()}
        >
          {translate.isPending ? <Spinner className="size-4" /> : null}
          Translate titles
        </Button>
        <p className="text-slate-600 text-sm">
          The model translates them once when a run starts; change any here.
        </p>
      </div>
      <ol className="space-y-2" aria-label={`Titles in ${language}`}>
        {titles.map((title) => (
          <li key={title.key} className={title.kind === 'group' ? 'pt-3' : 'pl-4'}>
            <TitleRow
              english={title.english}
              translated={title.translated}
              edited={title.source === 'edited'}
              group={title.kind === 'group'}
              onSave={(value) => save.mutate({ [title.key]: value })}
            />
          </li>
        ))}
      </ol>
    </div>
  );
}

function TitleRow(props: {
  english: string;
  translated: string;
  edited: boolean;
  group: boolean;
  onSave(value: string): void;
}) {
  const [value, setValue] = useState(props.translated);
  const [shown, setShown] = useState(props.translated);
  // The server's title changed (translated, reset): show it unless the person is typing.
  if (shown !== props.translated) {
    setShown(props.translated);
    setValue(props.translated);
  }
  const commit = () => {
    const next = value.trim();
    if (next !== props.translated) props.onSave(next);
  };
  return (
    <label className="block">
      <span className={`block text-slate-500 text-xs ${props.group ? 'font-semibold' : ''}`}>
        {props.english}
        {props.edited ? ' · edited' : ''}
      </span>
      <input
        className={inputClassName}
        value={value}
        maxLength={TITLE_MAX_LENGTH}
        onChange={(event) => setValue(event.target.value)}
        onBlur={commit}
        onKeyDown={(event) => {
          if (event.key === 'Enter') commit();
        }}
      />
    </label>
  );
}
