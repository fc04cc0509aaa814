import { useState } from 'react';
import { notify } from '../../../lib/toast.ts';
import { saveDraft } from '../stores/draft.ts';

/** "Save Strategy": sends any pending change now and confirms with a toast. */
export function useSaveStrategy() {
  const [saving, setSaving] = useState(false);
  const save = async () => {
    setSaving(true);
    try {
      if (await saveDraft({ announce: true })) notify({ tone: 'success', title: 'Strategy saved' });
    } finally {
      setSaving(false);
    }
  };
  return { save, saving };
}
