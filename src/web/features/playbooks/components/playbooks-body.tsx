import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { Button } from '../../../components/button.tsx';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { inputClassName } from '../../../components/field.tsx';
import { Notice } from '../../../components/notice.tsx';
import { useUnsavedChanges } from '../../../components/side-panel-dialog.tsx';
import { Spinner } from '../../../components/spinner.tsx';
import { notifyError } from '../../../lib/toast.ts';
import {
  exportPlaybookHref,
  playbooksKey,
  useCreatePlaybook,
  useDeletePlaybook,
  useImportPlaybook,
  usePlaybook,
  usePlaybooks,
} from '../api/playbooks.ts';
import { PlaybookEditor } from './playbook-editor.tsx';

/** The panel's content: choose a playbook, start one as a copy, import, export, edit. */
export function PlaybooksBody() {
  const { data: playbooks, error, isPending } = usePlaybooks();
  const [chosen, setChosen] = useState('standard');
  const [newName, setNewName] = useState('');
  const [importError, setImportError] = useState<string | null>(null);
  const playbook = usePlaybook(chosen);
  const create = useCreatePlaybook();
  const remove = useDeletePlaybook();
  const importFile = useImportPlaybook();
  const fileInput = useRef<HTMLInputElement>(null);
  const queryClient = useQueryClient();
  const [dirty, setDirty] = useState(false);
  // Another playbook chosen while this one has unsaved changes: asked first, like closing.
  const [switchTo, setSwitchTo] = useState<string | null>(null);
  useUnsavedChanges(dirty);

  if (isPending) return <Spinner />;
  if (error) return <Notice tone="error" role="alert" title={error.message} />;

  const startNew = () =>
    create.mutate(
      { name: newName.trim(), basedOn: chosen },
      {
        onSuccess: (created) => {
          setNewName('');
          setChosen(created.id);
        },
        onError: (e) => notifyError('Could not create the playbook', e),
      },
    );

  const onImport = async (file: File | undefined) => {
    if (!file) return;
    setImportError(null);
    let parsed: unknown;
    try {
      parsed = JSON.parse(await file.text());
    } catch {
      setImportError('This file is not JSON: choose a file exported from Playbooks.');
      return;
    }
    importFile.mutate(parsed, {
      onSuccess: (created) => setChosen(created.id),
      onError: (e) => setImportError(e.message),
    });
  };

  return (
    <div className="space-y-6">
      <div className="flex flex-col gap-1.5">
        <label htmlFor="playbook-chosen" className="font-medium text-slate-700 text-sm">
          Playbook
        </label>
        <select
          id="playbook-chosen"
          className={inputClassName}
          value={chosen}
          onChange={(event) => {
            if (dirty) setSwitchTo(event.target.value);
            else setChosen(event.target.value);
          }}
        >
          {playbooks.map((p) => (
            <option key={p.id} value={p.id}>
              {p.name}
            </option>
          ))}
        </select>
      </div>
      <form
        className="flex flex-col gap-2 sm:flex-row sm:items-end"
        onSubmit={(event) => {
          event.preventDefault();
          if (newName.trim()) startNew();
        }}
      >
        <div className="flex flex-1 flex-col gap-1.5">
          <label htmlFor="playbook-new-name" className="font-medium text-slate-700 text-sm">
            New playbook, as a copy of the one chosen
          </label>
          <input
            id="playbook-new-name"
            className={inputClassName}
            value={newName}
            placeholder="e.g. Restaurants"
            onChange={(event) => setNewName(event.target.value)}
          />
        </div>
        <Button type="submit" variant="primary" disabled={!newName.trim() || create.isPending}>
          Create playbook
        </Button>
      </form>
      <div className="flex flex-wrap gap-2">
        <a className="text-indigo-700 text-sm underline" href={exportPlaybookHref(chosen)} download>
          Export as JSON
        </a>
        <Button size="sm" variant="ghost" onClick={() => fileInput.current?.click()}>
          Import a playbook file
        </Button>
        <input
          ref={fileInput}
          type="file"
          accept="application/json,.json"
          className="sr-only"
          aria-label="Playbook file to import"
          tabIndex={-1}
          onChange={(event) => void onImport(event.target.files?.[0])}
        />
        {chosen !== 'standard' ? (
          <Button
            size="sm"
            variant="danger"
            onClick={() =>
              remove.mutate(chosen, {
                onSuccess: () => setChosen('standard'),
                onError: (e) => notifyError('Could not delete the playbook', e),
              })
            }
          >
            Delete playbook
          </Button>
        ) : null}
      </div>
      {importError ? <Notice tone="error" role="alert" title={importError} /> : null}
      {playbook.data ? (
        playbook.data.builtIn ? (
          <p className="text-slate-600 text-sm">
            Standard is built in and read-only. Create a playbook as a copy of it to change its
            sections.
          </p>
        ) : (
          <PlaybookEditor
            key={`${playbook.data.id}-${playbook.data.version}`}
            playbook={playbook.data}
            onSaved={() => queryClient.invalidateQueries({ queryKey: playbooksKey })}
            onDirtyChange={setDirty}
          />
        )
      ) : playbook.isPending ? (
        <Spinner />
      ) : null}
      <ConfirmDialog
        open={switchTo !== null}
        onOpenChange={(open) => {
          if (!open) setSwitchTo(null);
        }}
        title="Discard unsaved changes?"
        description="This playbook has changes that are not saved. Discard them, or keep editing and save."
        confirmLabel="Discard changes"
        cancelLabel="Keep editing"
        destructive
        onConfirm={() => {
          if (switchTo) setChosen(switchTo);
          setDirty(false);
          setSwitchTo(null);
        }}
      />
    </div>
  );
}
